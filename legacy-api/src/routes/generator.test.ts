import bwipjs from 'bwip-js/node';
import digitalLink from 'digital-link.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGtin14 } from '../lib/checksums.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let company: string;
let employee: string;
beforeAll(async () => {
  server = await startTestServer();
  company = (await login(server.api, DEMO.users.company)).access;
  employee = (await login(server.api, DEMO.users.employee)).access;
});
afterAll(() => server.close());

const generate = (json: unknown, access = company, query = '') =>
  call(`${server.api}/generator_2d/generate/${query}`, { method: 'POST', headers: bearer(access), json });

async function download(a: string, format: string, text: string, access = company) {
  const res = await fetch(`${server.api}/generator_2d/download/${a}/${format}?text=${encodeURIComponent(text)}`, { headers: bearer(access) });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const ACTIVE = DEMO.gtins.active; // active, licensed (demo company prefix 5901234), full data

describe('POST /generator_2d/generate/', () => {
  it('401 without a token; 403 through a membership that is not activated', async () => {
    const res = await call(`${server.api}/generator_2d/generate/`, { method: 'POST', json: { n01: ACTIVE } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'Authentication credentials were not provided.' });
    const notActivated = server.db.get<{ id: number }>(
      'SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?',
      [DEMO.users.employee, DEMO.companyIds.notActivated],
    )!.id;
    expect((await generate({ n01: ACTIVE }, employee, `?activeMembershipId=${notActivated}`)).status).toBe(403);
  });

  it('answers a GS1 DataMatrix of the element string and a QR code of the Digital Link URI', async () => {
    const res = await generate({ n01: ACTIVE, n10: 'AB12', n17: '261231', ngs1Resolver: '' });
    expect(res.status).toBe(200);
    const desc = '(01)05901234123457(17)261231(10)AB12';
    expect(res.json.gs1datamatrix.desc).toBe(desc);
    expect(res.json.qrcode.desc).toBe(desc);
    expect(res.json.qrcode.qr_url).toBe('https://id.gs1.org/01/05901234123457/10/AB12?17=261231');
    expect(digitalLink.DigitalLink(res.json.qrcode.qr_url).isValid()).toBe(true);
    expect(res.json.gs1datamatrix.image).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.json.qrcode.image).toMatch(/^<svg/);
    // The DataMatrix holds exactly FNC1 01 GTIN 17 date 10 batch: the same symbol as a plain DataMatrix of that data.
    const plain = bwipjs.toSVG({ bcid: 'datamatrix', text: '^FNC1010590123412345717261231' + '10AB12', parsefnc: true, paddingwidth: 2, paddingheight: 2 });
    expect(res.json.gs1datamatrix.image).toBe(plain);
    const qrOptions = { bcid: 'qrcode', text: res.json.qrcode.qr_url as string, eclevel: 'M', paddingwidth: 2, paddingheight: 2 };
    const qr = bwipjs.toSVG(qrOptions);
    expect(res.json.qrcode.image).toBe(qr);
  });

  it('takes the resolver and the further AIs', async () => {
    const res = await generate({ n01: toGtin14(ACTIVE), ngs1Resolver: 'https://dl.example.pl/', n21: 'SER1', n3103: '000450', n7007: '250101250115', n422: '616' });
    expect(res.status).toBe(200);
    expect(res.json.gs1datamatrix.desc).toBe('(01)05901234123457(3103)000450(7007)250101250115(21)SER1(422)616');
    expect(res.json.qrcode.qr_url).toBe('https://dl.example.pl/01/05901234123457/21/SER1?3103=000450&7007=250101250115&422=616');
  });

  it('answers field errors {"n17": [...]} for invalid input', async () => {
    expect((await generate({ n17: '250231' })).json).toEqual({ n01: ['Pole wymagane'], n17: ['Niepoprawna data (format RRMMDD)'] });
    const res = await generate({ n01: '5901234123458', n7007: '250115250101' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ n01: ['Niepoprawna cyfra kontrolna numeru GTIN'], n7007: ['Data końcowa musi być późniejsza niż data początkowa'] });
    // bwip-js's GS1 checks end as a field error too (422 must be an ISO 3166 country)
    const country = await generate({ n01: ACTIVE, n422: '000' });
    expect(country.status).toBe(400);
    expect(country.json.n422[0]).toMatch(/country/i);
  });

  it('works only for active GTINs of the own database with a licence and product data', async () => {
    const cases: [string, RegExp][] = [
      [DEMO.gtins.withdrawn, /nie jest aktywny/],
      [DEMO.gtins.inactive, /nie jest aktywny/],
      [DEMO.gtins.unknown, /nie występuje w bazie/],
      [DEMO.gtins.global, /nie występuje w bazie/],
      [DEMO.gtins.partial, /nie ma uzupełnionych danych/],
    ];
    for (const [gtin, message] of cases) {
      const res = await generate({ n01: gtin });
      expect(res.status, gtin).toBe(400);
      expect(Object.keys(res.json)).toEqual(['n01']);
      expect(res.json.n01[0], gtin).toMatch(message);
    }
    server.db.run('UPDATE companies SET is_authorized = 0 WHERE id = ?', [DEMO.companyIds.demo]);
    try {
      const res = await generate({ n01: ACTIVE });
      expect(res.status).toBe(400);
      expect(res.json.n01[0]).toMatch(/licencji/);
    } finally {
      server.db.run('UPDATE companies SET is_authorized = 1 WHERE id = ?', [DEMO.companyIds.demo]);
    }
    // any member may generate for a licensed active GTIN, not only its owner
    expect((await generate({ n01: ACTIVE }, employee)).status).toBe(200);
  });
});

describe('GET /generator_2d/generate?text= and /generator_2d/download/{a}/{format}?text=', () => {
  const ELEMENTS = '(01)05901234123457(17)261231(10)AB12';
  const URI = 'https://id.gs1.org/01/05901234123457/10/AB12?17=261231';

  it('answers the SVG of an element string (DataMatrix) or of a Digital Link (QR)', async () => {
    const dm = await call(`${server.api}/generator_2d/generate?text=${encodeURIComponent(ELEMENTS)}`, { headers: bearer(company) });
    expect(dm.status).toBe(200);
    expect(dm.headers.get('content-type')).toContain('image/svg+xml');
    expect(dm.text).toBe((await generate({ n01: ACTIVE, n10: 'AB12', n17: '261231' })).json.gs1datamatrix.image);
    const qr = await call(`${server.api}/generator_2d/generate?text=${encodeURIComponent(URI)}`, { headers: bearer(company) });
    expect(qr.text).toMatch(/^<svg/);
    expect(qr.text).not.toBe(dm.text);
    expect((await call(`${server.api}/generator_2d/generate?text=x`)).status).toBe(401);
    expect((await call(`${server.api}/generator_2d/generate`, { headers: bearer(company) })).json).toEqual({ text: ['Pole wymagane'] });
    expect((await call(`${server.api}/generator_2d/generate?text=(01)${DEMO.gtins.withdrawn.padStart(14, '0')}`, { headers: bearer(company) })).json.n01[0]).toMatch(/aktywny/);
  });

  it('downloads every format as a real file of that format', async () => {
    const magic: Record<string, [string, string]> = {
      png: ['\x89PNG', 'image/png'],
      svg: ['<svg', 'image/svg+xml'],
      pdf: ['%PDF', 'application/pdf'],
      ps: ['%!PS-Adobe-3.0', 'application/postscript'],
      ai: ['%PDF', 'application/postscript'],
    };
    for (const [a, text] of [
      ['datamatrix', ELEMENTS],
      ['qrcode', URI],
    ] as const) {
      for (const [format, [start, type]] of Object.entries(magic)) {
        const res = await download(a, format, text);
        expect(res.status, `${a} ${format}`).toBe(200);
        expect(res.body.subarray(0, start.length).toString('latin1'), `${a} ${format}`).toBe(start);
        expect(res.headers.get('content-type')).toContain(type);
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${a}_05901234123457.${format}"`);
        if (format === 'pdf' || format === 'ai') expect(res.body.subarray(-6).toString('latin1')).toContain('%%EOF');
        if (format === 'ps') expect(res.body.toString('latin1')).toMatch(/rectfill[\s\S]*showpage\n%%EOF/);
      }
    }
  });

  it('400 for an unknown format or code kind, bad text; 401 without a token', async () => {
    const format = await download('datamatrix', 'jpg', ELEMENTS);
    expect(format.status).toBe(400);
    expect(JSON.parse(format.body.toString()).detail).toMatch(/format/);
    expect((await download('barcode', 'png', ELEMENTS)).status).toBe(400);
    expect(JSON.parse((await download('datamatrix', 'png', '0105901234123457')).body.toString())).toHaveProperty('text');
    expect(JSON.parse((await download('qrcode', 'png', 'https://example.com/')).body.toString())).toHaveProperty('text');
    expect(JSON.parse((await download('datamatrix', 'png', '(01)05901234123457(17)250231')).body.toString())).toEqual({ n17: ['Niepoprawna data (format RRMMDD)'] });
    expect((await fetch(`${server.api}/generator_2d/download/datamatrix/png?text=${encodeURIComponent(ELEMENTS)}`)).status).toBe(401);
  });
});
