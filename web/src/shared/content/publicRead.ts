/**
 * The request context of a public read (the same answer for everyone: a page's content, the catalogue's counters):
 * a GET with the operation's id in the URL, which the browser keeps and asks again with its ETag (the gateway answers
 * 304 while it is unchanged; decision 030). The header is the CSRF rule's: a GET without it is refused, so a page of another site cannot make a visitor's
 * browser run it (and spend the visitor's budget); the app is on the gateway's origin, so it costs no preflight.
 */
export const publicRead = { fetchOptions: { method: 'GET' }, headers: { 'apollo-require-preflight': 'true' } } as const;
