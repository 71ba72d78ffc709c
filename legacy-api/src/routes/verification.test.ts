import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { VERIFICATION_MESSAGES, fileInProcess } from '../domain/verification/processing.js';
import { verificationUsage } from '../domain/verification/limits.js';
import { listMail } from '../mail/outbox.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let company: string; // firma@: location_admin of the demo company (yearly_limited)
let employee: string; // pracownik@: demo + free company activated, company 4 not activated
beforeAll(async () => {
  // each step (new → processing → ready) lasts 200 ms, long enough for the polling below to see every state under load
  server = await startTestServer({ VERIFICATION_DELAY_MS: '200' });
  company = (await login(server.api, DEMO.users.company)).access;
  employee = (await login(server.api, DEMO.users.employee)).access;
});
afterAll(() => server.close());

const userId = (s: TestServer, email: string) => s.db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])!.id;
const membershipId = (s: TestServer, email: string, companyId: number) =>
  s.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?', [email, companyId])!.id;

function form(content: Buffer | string, name: string, description = 'test') {
  const body = new FormData();
  body.append('file', new Blob([content]), name);
  body.append('description', description);
  return body;
}

const upload = (s: TestServer, access: string, email: string, companyId: number, fileName: string, content: Buffer | string, description?: string) =>
  call(`${s.api}/repository/${membershipId(s, email, companyId)}/verify_file/${userId(s, email)}/${encodeURIComponent(fileName)}/`, {
    method: 'POST',
    headers: bearer(access),
    body: form(content, fileName, description),
  });

const files = (s: TestServer, access: string, email: string, companyId: number) =>
  call(`${s.api}/repository/${membershipId(s, email, companyId)}/get_files/${userId(s, email)}/`, { headers: bearer(access) });

async function download(s: TestServer, access: string, companyId: number, fileId: number) {
  const res = await fetch(`${s.api}/repository/${companyId}/get_file/${fileId}`, { headers: bearer(access) });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Polls the list until the file leaves new/processing; returns every status seen. Under load a poll can miss the
 * short "processing" window, so callers check the order of what was seen, not that every step was seen.
 */
async function waitForFile(s: TestServer, access: string, email: string, companyId: number, fileId: number, timeoutMs = 5_000) {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = ((await files(s, access, email, companyId)).json.records as { id: number; processingStatus: number }[]).find((r) => r.id === fileId)!.processingStatus;
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 2 || status === -1) return seen;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`file ${fileId} still processing: ${seen.join(',')}`);
}

/** The file started new, only moved forward (0 → 1 → end) and ended at `end`. */
function expectProgress(seen: number[], end: 2 | -1) {
  expect(seen[0]).toBe(0);
  expect(seen.at(-1)).toBe(end);
  expect(seen.slice(0, -1).every((status, i) => status === i)).toBe(true);
}

const sheetRows = (data: Buffer) => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
};

describe('verification: seeded reports of the demo company', () => {
  it('lists the seeded files newest first in the record shape', async () => {
    const res = await files(server, company, DEMO.users.company, DEMO.companyIds.demo);
    expect(res.status).toBe(200);
    const records = res.json.records as { id: number; fileName: string; createdAt: string; userEmail: string; processingStatus: number; comment: string }[];
    expect(records.map((r) => [r.fileName, r.processingStatus])).toEqual([
      ['moje_produkty.xlsx', 2],
      ['cennik_hurtowy.csv', -1],
      ['produkty_2024_archiwum.xlsx', 2],
    ]);
    expect(Object.keys(records[0]!).sort()).toEqual(['comment', 'createdAt', 'errorReason', 'fileName', 'id', 'processingStatus', 'resultSummary', 'userEmail']);
    expect(records[0]).toMatchObject({ userEmail: DEMO.users.company, comment: 'Lista produktów do sprawdzenia', errorReason: null });
    // The seeded list: active, withdrawn, inactive, three more active ones, one unknown and one with a wrong check digit.
    expect(records[0]).toMatchObject({ resultSummary: { active: 4, inactive: 1, withdrawn: 1, notFound: 1, invalidGtin: 1, limitExceeded: 0 } });
    expect(records[1]).toMatchObject({ errorReason: VERIFICATION_MESSAGES.noGtin, resultSummary: null });
  });

  it('serves the ready file as an xlsx attachment (built on first download); older than 30 days → 404 Link wygasł', async () => {
    const records = (await files(server, company, DEMO.users.company, DEMO.companyIds.demo)).json.records as { id: number; fileName: string }[];
    const [ready, failed, old] = records;
    const res = await download(server, company, DEMO.companyIds.demo, ready!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="moje_produkty_wynik.xlsx"');
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.body.subarray(0, 2).toString()).toBe('PK');
    const rows = sheetRows(res.body);
    expect(rows[0]).toEqual(['GTIN', 'found', 'status', 'verified']);
    expect(rows[1]).toEqual([DEMO.gtins.active, 'tak', 'active', 'tak']);
    expect(rows).toContainEqual([DEMO.gtins.withdrawn, 'tak', 'withdrawn', 'tak']);
    expect(rows).toContainEqual([DEMO.gtins.withoutPhoto, 'tak', 'active', 'nie']);
    expect(rows).toContainEqual([DEMO.gtins.unknown, 'nie', 'not_found', 'nie']);
    expect(rows).toContainEqual(['5901234123458', 'nie', 'invalid_gtin', 'nie']);
    // stored under the data dir, served again from there
    expect(server.db.get<{ result_path: string }>('SELECT result_path FROM verification_files WHERE id = ?', [ready!.id])!.result_path).toMatch(/^verification\//);
    expect((await download(server, company, DEMO.companyIds.demo, ready!.id)).status).toBe(200);

    const expired = await call(`${server.api}/repository/${DEMO.companyIds.demo}/get_file/${old!.id}`, { headers: bearer(company) });
    expect(expired.status).toBe(404);
    expect(expired.json).toEqual({ detail: 'Link wygasł' });
    expect((await call(`${server.api}/repository/${DEMO.companyIds.demo}/get_file/${failed!.id}`, { headers: bearer(company) })).status).toBe(404);
  });

  it('get_file: only members of the company (403), its own files (404), Bearer (401)', async () => {
    const id = ((await files(server, company, DEMO.users.company, DEMO.companyIds.demo)).json.records as { id: number }[])[0]!.id;
    const admin = (await login(server.api, DEMO.users.admin)).access;
    expect((await call(`${server.api}/repository/${DEMO.companyIds.demo}/get_file/${id}`, { headers: bearer(admin) })).status).toBe(403);
    expect((await call(`${server.api}/repository/${DEMO.companyIds.free}/get_file/${id}`, { headers: bearer(employee) })).json).toEqual({ detail: 'Nie znaleziono' });
    expect((await call(`${server.api}/repository/${DEMO.companyIds.demo}/get_file/${id}`)).status).toBe(401);
  });
});

describe('POST /repository/{membershipId}/verify_file/{userId}/{filename}/', () => {
  it('401 without a token', async () => {
    const res = await call(`${server.api}/repository/1/verify_file/1/a.csv/`, { method: 'POST', body: form('x', 'a.csv') });
    expect(res.status).toBe(401);
    expect((await call(`${server.api}/repository/1/get_files/1/`)).status).toBe(401);
  });

  it('403 for a membership that is not activated, someone else\'s membership or another user id', async () => {
    const res = await upload(server, employee, DEMO.users.employee, DEMO.companyIds.notActivated, 'a.csv', '5901234123457\n');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie' });
    const foreign = await call(`${server.api}/repository/${membershipId(server, DEMO.users.company, DEMO.companyIds.demo)}/verify_file/${userId(server, DEMO.users.employee)}/a.csv/`, {
      method: 'POST',
      headers: bearer(employee),
      body: form('5901234123457', 'a.csv'),
    });
    expect(foreign.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
    const otherId = await call(`${server.api}/repository/${membershipId(server, DEMO.users.employee, DEMO.companyIds.demo)}/get_files/${userId(server, DEMO.users.company)}/`, {
      headers: bearer(employee),
    });
    expect(otherId.status).toBe(403);
  });

  it('400 for a wrong format, a missing file and a file over 50 000 000 bytes (nothing stored)', async () => {
    const before = server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM verification_files')!.n;
    const wrong = await upload(server, company, DEMO.users.company, DEMO.companyIds.demo, 'lista.txt', '5901234123457');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ detail: 'Niewłaściwy format pliku' });
    const missing = await call(`${server.api}/repository/${membershipId(server, DEMO.users.company, 2)}/verify_file/${userId(server, DEMO.users.company)}/a.csv/`, {
      method: 'POST',
      headers: bearer(company),
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    const big = await upload(server, company, DEMO.users.company, DEMO.companyIds.demo, 'duzy.csv', Buffer.alloc(50_000_001, 0x31));
    expect(big.status).toBe(400);
    expect(big.json).toEqual({ detail: 'Plik jest zbyt duży – limit 50MB' });
    expect(server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM verification_files')!.n).toBe(before);
    // the server is still fine
    expect((await files(server, company, DEMO.users.company, DEMO.companyIds.demo)).status).toBe(200);
  });

  it('processes a csv: 0 → 1 → 2 over time, result xlsx from the products table, counters, e-mail', async () => {
    const before = verificationUsage(server.db, DEMO.companyIds.demo);
    const csv = `GTIN;nazwa\n${DEMO.gtins.active};Pierogi\n0${DEMO.gtins.inactive};Żurek\n${DEMO.gtins.unknown};?\nabc;x\n\n`;
    const res = await upload(server, company, DEMO.users.company, DEMO.companyIds.demo, 'lista produktów.csv', csv, 'Mój komentarz');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ fileName: 'lista produktów.csv', processingStatus: 0, comment: 'Mój komentarz', userEmail: DEMO.users.company });
    expect(fileInProcess(server.ctx, DEMO.companyIds.demo)).toBe(true);
    const list = await files(server, company, DEMO.users.company, DEMO.companyIds.demo);
    expect(list.json.records[0].id).toBe(res.json.id);

    expectProgress(await waitForFile(server, company, DEMO.users.company, DEMO.companyIds.demo, res.json.id), 2);
    expect(fileInProcess(server.ctx, DEMO.companyIds.demo)).toBe(false);
    const file = await download(server, company, DEMO.companyIds.demo, res.json.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="lista produktow_wynik.xlsx"; filename*=UTF-8\'\'lista%20produkt%C3%B3w_wynik.xlsx');
    expect(sheetRows(file.body)).toEqual([
      ['GTIN', 'found', 'status', 'verified'],
      [DEMO.gtins.active, 'tak', 'active', 'tak'],
      [`0${DEMO.gtins.inactive}`, 'tak', 'inactive', 'tak'],
      [DEMO.gtins.unknown, 'nie', 'not_found', 'nie'],
      ['abc', 'nie', 'invalid_gtin', 'nie'],
    ]);
    const record = (await files(server, company, DEMO.users.company, DEMO.companyIds.demo)).json.records[0];
    expect(record.resultSummary).toEqual({ active: 1, inactive: 1, withdrawn: 0, notFound: 1, invalidGtin: 1, limitExceeded: 0 });
    expect(verificationUsage(server.db, DEMO.companyIds.demo)).toEqual({ freeVerified: before.freeVerified, verified: before.verified + 3 });
    const mail = listMail(server.ctx, DEMO.users.company).find((m) => m.kind === 'verification_finished');
    expect(mail?.subject).toContain('lista produktów.csv');
    expect(mail?.link).toBe(`${server.root}/api/v1/repository/${DEMO.companyIds.demo}/get_file/${res.json.id}`);
  });

  it('processes an xlsx (first column of the first sheet, numbers and text) and counts on the free package', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['GTIN'], [5901234123457], ['05901234123464'], [DEMO.gtins.unknown]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Arkusz1');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['4006381333931']]), 'Inny');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await upload(server, employee, DEMO.users.employee, DEMO.companyIds.free, 'dane.xlsx', data);
    expect(res.status).toBe(201);
    expect(await waitForFile(server, employee, DEMO.users.employee, DEMO.companyIds.free, res.json.id)).toContain(2);
    const rows = sheetRows((await download(server, employee, DEMO.companyIds.free, res.json.id)).body);
    expect(rows.map((r) => r[0])).toEqual(['GTIN', '5901234123457', '05901234123464', DEMO.gtins.unknown]);
    expect(verificationUsage(server.db, DEMO.companyIds.free)).toEqual({ freeVerified: 3, verified: 0 });
  });

  it('ends as -1 with an error text for an unreadable file or one without GTINs', async () => {
    for (const [name, content] of [
      ['zepsuty.xlsx', Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 9])],
      ['bez_gtin.csv', 'nazwa;cena\nPierogi;12\n'],
      ['niedomkniety.csv', `${DEMO.gtins.active}\n"5901234123464;x\n`],
    ] as const) {
      const res = await upload(server, company, DEMO.users.company, DEMO.companyIds.demo, name, content);
      expect(res.status, name).toBe(201);
      expectProgress(await waitForFile(server, company, DEMO.users.company, DEMO.companyIds.demo, res.json.id), -1);
      const row = server.db.get<{ error_text: string }>('SELECT error_text FROM verification_files WHERE id = ?', [res.json.id])!;
      expect(row.error_text, name).toMatch(/odczytać|nie zawiera/);
      const record = (await files(server, company, DEMO.users.company, DEMO.companyIds.demo)).json.records[0];
      expect(record, name).toMatchObject({ errorReason: row.error_text, resultSummary: null });
    }
  });

  it('401 when the package verification limit is used up', async () => {
    const year = new Date().getUTCFullYear();
    server.db.run('INSERT OR REPLACE INTO verification_usage (company_id, year, free_verified, verified) VALUES (?, ?, 1000, 0)', [DEMO.companyIds.free, year]);
    const res = await upload(server, employee, DEMO.users.employee, DEMO.companyIds.free, 'a.csv', '5901234123457\n');
    expect(res.status).toBe(401);
    expect(res.json.detail).toMatch(/Limit/);
  });
});

describe('verification: a file too large for memory', () => {
  it('ends as -1 with the too-large text when its worker runs out of memory; the server answers on', async () => {
    // SheetJS reads an xls whole; this one (text, 1 000 000 cells) needs far more than the 32 MB heap its worker gets.
    const small = await startTestServer({ FILE_JOB_MEMORY_MB: '32' });
    try {
      const access = (await login(small.api, DEMO.users.company)).access;
      const res = await upload(small, access, DEMO.users.company, DEMO.companyIds.demo, 'ogromny.xls', Buffer.alloc(14_000_000, `${DEMO.gtins.active}\n`));
      expect(res.status).toBe(201);
      expectProgress(await waitForFile(small, access, DEMO.users.company, DEMO.companyIds.demo, res.json.id, 15_000), -1);
      expect(small.db.get<{ error_text: string }>('SELECT error_text FROM verification_files WHERE id = ?', [res.json.id])!.error_text).toBe(VERIFICATION_MESSAGES.tooLarge);
      // The next file of the company is accepted and verified (a fresh worker).
      const next = await upload(small, access, DEMO.users.company, DEMO.companyIds.demo, 'maly.csv', `${DEMO.gtins.active}\n`);
      expect(await waitForFile(small, access, DEMO.users.company, DEMO.companyIds.demo, next.json.id)).toContain(2);
    } finally {
      await small.close();
    }
  });
});

describe('verification: one file at a time, survives a restart', () => {
  it('403 processing while a file is pending; a restarted server resumes it', async () => {
    const slow = await startTestServer({ VERIFICATION_DELAY_MS: '600000' });
    const access = (await login(slow.api, DEMO.users.company)).access;
    const first = await upload(slow, access, DEMO.users.company, DEMO.companyIds.demo, 'a.csv', `${DEMO.gtins.active}\n`);
    expect(first.status).toBe(201);
    const second = await upload(slow, access, DEMO.users.company, DEMO.companyIds.demo, 'b.csv', `${DEMO.gtins.active}\n`);
    expect(second.status).toBe(403);
    expect(second.json).toEqual({ detail: 'processing' });
    await slow.stop();

    const again = await startTestServer({ VERIFICATION_DELAY_MS: '5' }, { dataDir: slow.dataDir });
    try {
      const token = (await login(again.api, DEMO.users.company)).access;
      expect(await waitForFile(again, token, DEMO.users.company, DEMO.companyIds.demo, first.json.id)).toContain(2);
      expect((await download(again, token, DEMO.companyIds.demo, first.json.id)).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
