import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let admin: string;
let company: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server.api, DEMO.users.admin)).access;
  company = (await login(server.api, DEMO.users.company)).access;
});
afterAll(() => server.close());

// 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const page = (slug: string, headers: Record<string, string> = {}) => call(`${server.api}/cms/page_content/${slug}/`, { headers });

function form(fields: Record<string, string | string[]>, files: { field: string; name: string; data: Buffer; type?: string }[] = []): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) fd.append(key, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  return fd;
}
const save = (slug: string, body: FormData, access = admin) => call(`${server.api}/cms/page_content/${slug}/`, { method: 'POST', headers: bearer(access), body });

describe('GET /cms/page_content/{page}/ (public)', () => {
  it('answers the seeded HTML content of the three pages', async () => {
    for (const [i, slug] of ['home-page', 'how-it-works', 'verify-data'].entries()) {
      const res = await page(slug);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: i + 1, slug, images: [] });
      expect(res.json.content).toMatch(/^<h2>/);
    }
    expect(Object.keys((await page('home-page')).json).sort()).toEqual(['content', 'id', 'images', 'slug']);
  });

  it('adds fileInProcess for verify-data (anonymous false; the member’s active company)', async () => {
    expect((await page('verify-data')).json.fileInProcess).toBe(false);
    const res = await page('verify-data', bearer(company));
    expect(typeof res.json.fileInProcess).toBe('boolean');
  });

  it('answers 404 for an unknown page, 401 for a bad token and 403 for a foreign activeMembershipId', async () => {
    expect((await page('about')).status).toBe(404);
    expect((await page('home-page', bearer('abc.def.ghi'))).status).toBe(401);
    expect((await call(`${server.api}/cms/page_content/home-page/?activeMembershipId=99999`, { headers: bearer(company) })).status).toBe(403);
  });
});

describe('POST /cms/page_content/{page}/ and /cms/page_content_image/{page}/', () => {
  it('needs the cms permission (401 anonymous, 403 a company member)', async () => {
    expect((await call(`${server.api}/cms/page_content/home-page/`, { method: 'POST', body: form({ content: 'x' }) })).status).toBe(401);
    const denied = await save('home-page', form({ content: 'x' }), company);
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
  });

  it('saves content with new images (file[]), serves them, keeps the listed ids (images[])', async () => {
    const res = await save('how-it-works', form({ content: '<p>Nowa treść</p>' }, [{ field: 'file[]', name: 'a.png', data: PNG }, { field: 'images[]', name: 'b.png', data: PNG }]));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: 'how-it-works', content: '<p>Nowa treść</p>' });
    expect(res.json.images).toHaveLength(2);
    const img = await fetch(`${server.api}/cms/images/${res.json.images[0]}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    // no images field: the current images stay; an images[] list replaces them
    expect((await save('how-it-works', form({ content: 'B' }))).json.images).toEqual(res.json.images);
    const kept = await save('how-it-works', form({ content: 'C', 'images[]': [String(res.json.images[1])] }));
    expect(kept.json.images).toEqual([res.json.images[1]]);
    expect((await page('how-it-works')).json).toMatchObject({ content: 'C', images: [res.json.images[1]] });
  });

  it('refuses non-images, unknown kept ids and a missing content (400)', async () => {
    const bad = await save('home-page', form({ content: 'x' }, [{ field: 'file[]', name: 'a.txt', data: Buffer.from('hello'), type: 'image/png' }]));
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ file: ['Prześlij poprawny plik graficzny. Przesłany plik albo nie jest grafiką lub jest uszkodzony.'] });
    expect((await save('home-page', form({ content: 'x', 'images[]': '99999' }))).json).toEqual({ images: ['Nieznane obrazy: 99999'] });
    expect((await save('home-page', form({}))).json).toEqual({ content: ['To pole jest wymagane.'] });
    expect((await save('nope', form({ content: 'x' }))).status).toBe(404);
  });

  it('uploads an editor image → 201 {id, url}; the url serves it; 400 without a file', async () => {
    const res = await call(`${server.api}/cms/page_content_image/verify-data/`, { method: 'POST', headers: bearer(admin), body: form({}, [{ field: 'image', name: 'x.png', data: PNG }]) });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), url: `${server.api}/cms/images/${res.json.id}` });
    expect((await fetch(res.json.url)).status).toBe(200);
    expect((await page('verify-data')).json.images).toContain(res.json.id);
    expect((await call(`${server.api}/cms/page_content_image/verify-data/`, { method: 'POST', headers: bearer(admin), body: form({}) })).json).toEqual({ image: ['Nie przesłano pliku.'] });
    expect((await call(`${server.api}/cms/images/99999`)).status).toBe(404);
  });

  it('persists content and images across a restart', async () => {
    const saved = await save('home-page', form({ content: '<p>Po restarcie</p>' }, [{ field: 'file[]', name: 'r.png', data: PNG }]));
    const imageId = saved.json.images.at(-1);
    await server.stop();
    server = await startTestServer({}, { dataDir: server.dataDir });
    expect((await page('home-page')).json).toMatchObject({ content: '<p>Po restarcie</p>', images: saved.json.images });
    const img = await fetch(`${server.api}/cms/images/${imageId}`);
    expect(img.status).toBe(200);
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
