/** The id of the JSON data block in which a page drawn by the gateway carries its Apollo cache (boot.tsx reads it). */
export const PAGE_STATE_ID = 'page-state';

/** A drawn page: the style tags for the document's head and the markup for #root. */
export interface Drawn {
  head: string;
  body: string;
}

const ROOT = '<div id="root"></div>';

/**
 * A built page (`dist/index.html`) with a drawn page's styles in the head and its markup in #root, for the build's
 * prerendered pages and the gateway's drawn ones alike; with `state`, the Apollo cache the page was drawn with follows
 * as a JSON data block. `<` is escaped in it, so no answer's text can close the script or open a comment.
 */
export function pageHtml(template: string, drawn: Drawn | null, state?: object): string {
  if (!template.includes(ROOT)) throw new Error(`the built page has no empty ${ROOT}`);
  const data = state === undefined ? '' : `<script id="${PAGE_STATE_ID}" type="application/json">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
  return template.replace('</head>', () => `${drawn?.head ?? ''}</head>`).replace(ROOT, () => `<div id="root">${drawn?.body ?? ''}</div>${data}`);
}
