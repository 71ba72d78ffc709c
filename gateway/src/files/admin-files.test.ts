import { unzipSync } from 'fflate';
import { adminMessages, commerceMessages } from 'schema/validation';
import { describe, expect, it, vi } from 'vitest';
import { Browser, stackForTests } from '../test/harness';
import { signIn } from '../test/members';
import { spawnGateway } from '../test/processes';

/** The administration and commerce file routes over real HTTP (browser-like client → gateway → stand-in, CSRF on). */

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

describe('administration and commerce files through the gateway', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true' } });
  const signedIn = (email: string) => signIn(stack.gateway.url, email);
  const get = (browser: Browser | null, path: string) => fetch(`${stack.gateway.url}${path}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
  const uploadImage = (browser: Browser | null, page: string, name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append('image', new Blob([bytes]), name);
    return fetch(`${stack.gateway.url}/files/cms-image/${page}`, {
      method: 'POST',
      body,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(browser?.cookie ? { cookie: browser.cookie } : {}) },
    });
  };
  const savePage = (browser: Browser, page: string, content: string, kept: string[], files: [name: string, bytes: Buffer][]) => {
    const body = new FormData();
    body.append('content', content);
    for (const id of kept) body.append('images[]', id);
    for (const [name, bytes] of files) body.append('file[]', new Blob([bytes]), name);
    return fetch(`${stack.gateway.url}/files/cms-page/${page}`, { method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest', cookie: browser.cookie! } });
  };
  const until = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
    vi.waitFor(
      async () => {
        const value = await read();
        if (!done(value)) throw new Error('not yet');
        return value;
      },
      { timeout: 5_000, interval: 50 },
    );

  it('downloads an issue file once it is generated, only for the repository permission', async () => {
    const admin = await signedIn('admin@demo.test');
    const rows = await admin.gql<{ repositoryIssues: { rows: { issueIds: string[] }[] } }>('{ repositoryIssues { ... on IssuePage { rows { issueIds } } } }');
    const ids = rows.body.data!.repositoryIssues.rows[0]!.issueIds;
    const generated = await admin.gql<{ generateIssueFile: { id: string; message: string } }>(
      'mutation($ids: [ID!]!) { generateIssueFile(issueIds: $ids) { ... on IssueFile { id message } ... on Problem { message } } }',
      { ids },
    );
    const { id, message } = generated.body.data!.generateIssueFile;
    expect(message).toBe(adminMessages.issueFileGenerated);
    const file = await until(() => get(admin, `/files/repository/issue-files/${id}`), (r) => r.status === 200);
    expect(file.headers.get('content-disposition')).toContain(`issues_${id}.xlsx`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');

    const refused = await get(await signedIn('firma@demo.test'), `/files/repository/issue-files/${id}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ __typename: 'PermissionDenied', permission: 'repository' });
    expect((await get(null, `/files/repository/issue-files/${id}`)).status).toBe(401);
    expect(await (await get(admin, '/files/repository/issue-files/999999')).json()).toMatchObject({ code: 'FILE_NOT_READY' });
  });

  it('downloads the generated database as a zip of CSV files, for its own company only', async () => {
    const firma = await signedIn('firma@demo.test');
    expect(await (await get(firma, '/files/products/2/zip_database')).json()).toEqual({ __typename: 'LinkExpired', code: 'LINK_EXPIRED', message: 'Link wygasł', field: null });
    expect(await (await get(firma, '/files/products/2/database/1')).json()).toMatchObject({ __typename: 'LinkExpired', message: 'Link wygasł' });
    const started = await firma.gql<{ generateDatabase: { message: string } }>(
      'mutation { generateDatabase(companyId: "2", selection: { productName: "pierogi" }) { ... on DatabaseDownload { message } ... on Problem { message } } }',
    );
    expect(started.body.data!.generateDatabase.message).toBe(commerceMessages.databaseGenerated);
    const zip = await until(() => get(firma, '/files/products/2/zip_database'), (r) => r.status === 200);
    expect(zip.headers.get('content-disposition')).toMatch(/filename="?\d{4}-\d{2}-\d{2}_database\.zip/);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['products_001.csv']);
    const csv = new TextDecoder().decode(entries['products_001.csv']);
    expect(csv.split('\r\n')[0]).toContain('gtin;nazwa;marka');
    expect(csv.toLowerCase()).toContain('pierogi');

    // One CSV file of it alone (the spec's GET /products/{id}/database/{x}/), the same bytes as in the zip.
    const part = await get(firma, '/files/products/2/database/1');
    expect(part.status).toBe(200);
    expect(part.headers.get('content-disposition')).toMatch(/filename="?products_001\.csv/);
    expect(await part.text()).toBe(csv);
    expect(await (await get(firma, '/files/products/2/database/2')).json()).toMatchObject({ __typename: 'FileNotFound', message: commerceMessages.noSuchPart(2) });
    expect(await (await get(firma, '/files/products/2/database/abc')).json()).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['part'], message: 'Niepoprawne dane' }] });
    expect((await get(firma, '/files/products/3/database/1')).status).toBe(403);

    expect((await get(firma, '/files/products/3/zip_database')).status).toBe(403);
    expect((await get(await signedIn('pracownik@demo.test'), '/files/products/2/zip_database')).status).toBe(403);
  });

  it('asks a ready zip only for its headers, and the gateway process lives on (no chunk pushed after the cancel)', async () => {
    // A process of its own: an error thrown out of a stream's event handler ends the process, not a request.
    const own = await spawnGateway(stack.legacy.url);
    try {
      const firma = await signIn(own.url, 'firma@demo.test');
      await firma.gql('mutation { generateDatabase(companyId: "2", selection: { productName: "pierogi" }) { __typename } }');
      const state = () => firma.gql<{ databaseDownload: { export: { state: string } } }>('{ databaseDownload(companyId: "2") { ... on DatabaseDownload { export { state } } } }');
      await until(state, (r) => r.body.data?.databaseDownload.export.state === 'READY');
      for (let i = 0; i < 3; i++) expect((await state()).body.data?.databaseDownload.export.state).toBe('READY');
      await new Promise((r) => setTimeout(r, 200));
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it('takes a page image from the cms permission, serves it to everyone and keeps the images the saved content shows', async () => {
    const admin = await signedIn('admin@demo.test');
    const uploaded = await uploadImage(admin, 'home-page', 'logo.png', PNG);
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { __typename: string; id: string; url: string };
    expect(image).toMatchObject({ __typename: 'CmsImage', url: `/files/cms-images/${image.id}` });

    const served = await get(null, image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const content = `<h2>Witamy</h2><p><strong>Nowość</strong></p><ul><li>jeden</li></ul><p><img src="${image.url}" alt="Logo"></p>`;
    const saved = await admin.gql<{ savePageContent: { __typename: string; images: string[] } }>(
      'mutation($c: String!) { savePageContent(page: HOME_PAGE, content: $c) { __typename ... on PageContent { images content message } ... on Problem { message } } }',
      { c: content },
    );
    expect(saved.body.data!.savePageContent).toMatchObject({ __typename: 'PageContent', images: [image.id], content, message: 'Zapisano treść strony.' });
    const read = await new Browser(stack.gateway.url).gql<{ pageContent: { content: string } }>('{ pageContent(page: HOME_PAGE) { content } }');
    expect(read.body.data!.pageContent.content).toBe(content);

    const svg = await uploadImage(admin, 'home-page', 'logo.svg', SVG);
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'Dozwolone są obrazy PNG, JPEG, GIF i WebP.' });
    const disguised = await uploadImage(admin, 'home-page', 'logo.png', SVG);
    expect(disguised.status).toBe(415);
  });

  it('saves a page with its new images as file[] parts, as the spec’s save does, and gives the content their addresses', async () => {
    const admin = await signedIn('admin@demo.test');
    const readPage = async () =>
      (await new Browser(stack.gateway.url).gql<{ pageContent: { content: string; images: string[] } }>('{ pageContent(page: HOW_IT_WORKS) { content images } }')).body.data!.pageContent;
    const kept = (await ((await uploadImage(admin, 'how-it-works', 'stare.png', PNG)).json())) as { id: string; url: string };
    const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const content = `<p><img src="new-image:1" alt="Drugi"></p><p><img src="${kept.url}" alt="Stary"></p><p><img src="new-image:0" alt="Pierwszy"></p>`;

    const saved = await savePage(admin, 'how-it-works', content, [kept.id], [['pierwszy.png', PNG], ['drugi.gif', GIF]]);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { __typename: string; content: string; images: string[]; newImages: { id: string; url: string }[]; message: string };
    const [first, second] = answer.newImages;
    expect(answer).toMatchObject({ __typename: 'PageContent', page: 'HOW_IT_WORKS', message: 'Zapisano treść strony.' });
    expect(answer.content).toBe(`<p><img src="${second!.url}" alt="Drugi"></p><p><img src="${kept.url}" alt="Stary"></p><p><img src="${first!.url}" alt="Pierwszy"></p>`);
    expect(answer.images).toEqual([second!.id, kept.id, first!.id]);
    expect(await readPage()).toEqual({ content: answer.content, images: [second!.id, kept.id, first!.id] });
    expect(Buffer.from(await (await get(null, first!.url)).arrayBuffer())).toEqual(PNG);
    expect((await get(null, second!.url)).headers.get('content-type')).toBe('image/gif');

    // Refused before the API keeps anything: a picture the content shows but the save does not carry, an SVG, no permission.
    const missing = await savePage(admin, 'how-it-works', '<p><img src="new-image:1" alt="x"></p>', [], [['a.png', PNG]]);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['content'], message: 'Treść wskazuje obrazy, których nie przesłano.' }] });
    const svg = await savePage(admin, 'how-it-works', '<p><img src="new-image:0" alt="x"></p>', [], [['a.svg', SVG]]);
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', field: ['file[]'] });
    const firma = await savePage(await signedIn('firma@demo.test'), 'how-it-works', '<p>x</p>', [], [['a.png', PNG]]);
    expect(firma.status).toBe(403);
    expect(await readPage()).toEqual({ content: answer.content, images: [second!.id, kept.id, first!.id] });
  });

  it('refuses page images and saves without the cms permission', async () => {
    const firma = await signedIn('firma@demo.test');
    const refused = await uploadImage(firma, 'how-it-works', 'a.png', PNG);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ __typename: 'PermissionDenied', permission: 'cms' });
    expect((await uploadImage(null, 'how-it-works', 'a.png', PNG)).status).toBe(401);
    const save = await firma.gql<{ savePageContent: { __typename: string } }>('mutation { savePageContent(page: HOW_IT_WORKS, content: "<p>x</p>") { __typename } }');
    expect(save.body.data!.savePageContent.__typename).toBe('PermissionDenied');
  });
});
