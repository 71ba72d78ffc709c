import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { listMail } from '../mail/outbox.js';
import { ADMIN_DEMO } from '../seed/admin.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let admin: string;
let company: string;
let m: number; // the administrator's membership (repository permission)
beforeAll(async () => {
  server = await startTestServer({ ISSUE_FILE_DELAY_MS: '150' });
  admin = (await login(server.api, DEMO.users.admin)).access;
  company = (await login(server.api, DEMO.users.company)).access;
  m = server.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ?', [DEMO.users.admin])!.id;
});
afterAll(() => server.close());

type IssueRow = { issuesIds: number[]; companyExternalId: string; companyName: string; numIssues: number; issueError: string; dataPoolName: string; issueStatus: string; lastModified: string; assignedUser: string | null };
const issues = (json: unknown, access = admin, membership = m) => call(`${server.api}/repository/${membership}/issues_by_company/`, { method: 'POST', headers: bearer(access), json });
const count = (sql: string, params: (string | number)[] = []) => Number(server.db.get<{ n: number }>(sql, params)!.n);

/** Every row of every page for a filter. */
async function allRows(filter: Record<string, unknown>): Promise<IssueRow[]> {
  const first = await issues({ ...filter, page: 1 });
  const rows: IssueRow[] = [...first.json.records];
  for (let page = 2; page <= first.json.pages; page++) rows.push(...(await issues({ ...filter, page })).json.records);
  return rows;
}
const issueIdsOf = (rows: IssueRow[]) => rows.flatMap((r) => r.issuesIds);

describe('POST /repository/{membershipId}/issues_by_company/', () => {
  it('answers 401 anonymous and 403 without repository', async () => {
    expect((await call(`${server.api}/repository/${m}/issues_by_company/`, { method: 'POST', json: {} })).status).toBe(401);
    const other = server.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ?', [DEMO.users.company])!.id;
    const res = await issues({}, company, other);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
  });

  it('groups issues into rows, 10 a page, newest first; without filters every issue except abandoned ones', async () => {
    expect(count('SELECT count(*) AS n FROM repository_issues')).toBeGreaterThanOrEqual(500);
    const first = await issues({ companies: [], statuses: [], errors: [], sources: [], page: 1 });
    expect(first.status).toBe(200);
    expect(first.json.records).toHaveLength(10);
    expect(first.json.pages).toBeGreaterThan(5);
    const row = first.json.records[0] as IssueRow;
    expect(Object.keys(row).sort()).toEqual(['assignedUser', 'companyExternalId', 'companyName', 'dataPoolName', 'issueError', 'issueStatus', 'issuesIds', 'lastModified', 'numIssues']);
    expect(row.numIssues).toBe(row.issuesIds.length);
    const rows = await allRows({});
    const dates = rows.map((r) => r.lastModified);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(issueIdsOf(rows)).size).toBe(issueIdsOf(rows).length);
    expect(issueIdsOf(rows).length).toBe(count("SELECT count(*) AS n FROM repository_issues WHERE status != 'abandoned_issue'"));
    expect(rows.some((r) => r.issueStatus === 'abandoned_issue')).toBe(false);
    const last = await issues({ page: first.json.pages });
    expect(last.json.records.length).toBeGreaterThan(0);
    expect((await issues({ page: first.json.pages + 1 })).json.records).toEqual([]);
  });

  it('shows abandoned issues only when listed, and refuses a key the spec’s filter body does not have', async () => {
    const withAbandoned = await allRows({ statuses: ['new_issue', 'in_progress_issue', 'resolved_issue', 'abandoned_issue'] });
    expect(withAbandoned.some((r) => r.issueStatus === 'abandoned_issue')).toBe(true);
    expect(issueIdsOf(withAbandoned).length).toBe(count('SELECT count(*) AS n FROM repository_issues'));
    const onlyAbandoned = await allRows({ statuses: ['abandoned_issue'] });
    expect(onlyAbandoned.length).toBeGreaterThan(0);
    expect(onlyAbandoned.every((r) => r.issueStatus === 'abandoned_issue')).toBe(true);
    const extra = await issues({ showAbandoned: true });
    expect(extra.status).toBe(400);
    expect(extra.json).toEqual({ showAbandoned: ['Nieznane pole.'] });
  });

  it('filters by company, status, error and source (AND), each list widening within itself', async () => {
    const byCompany = await allRows({ companies: [DEMO.companyIds.free, 10] });
    expect(new Set(byCompany.map((r) => r.companyName)).size).toBeLessThanOrEqual(2);
    expect(issueIdsOf(byCompany).length).toBe(count("SELECT count(*) AS n FROM repository_issues WHERE company_id IN (3, 10) AND status != 'abandoned_issue'"));
    const byStatus = await allRows({ statuses: ['in_progress_issue'] });
    expect(byStatus.length).toBeGreaterThan(0);
    expect(byStatus.every((r) => r.issueStatus === 'in_progress_issue')).toBe(true);
    const byError = await allRows({ errors: ['EP-0005'] });
    expect(byError.every((r) => r.issueError === 'EP-0005')).toBe(true);
    expect(issueIdsOf(byError).length).toBe(count("SELECT count(*) AS n FROM repository_issues WHERE error_code = 'EP-0005' AND status != 'abandoned_issue'"));
    const bySource = await allRows({ sources: ['user_report'], errors: ['EP-0003'], statuses: ['new_issue'] });
    const ids = issueIdsOf(bySource);
    expect(ids.length).toBe(count("SELECT count(*) AS n FROM repository_issues WHERE source = 'user_report' AND error_code = 'EP-0003' AND status = 'new_issue'"));
    expect(count(`SELECT count(*) AS n FROM repository_issues WHERE id IN (${ids.join(',')}) AND source != 'user_report'`)).toBe(0);
    // The spec's source filter offers the data pools: a data pool code selects that pool's issues.
    const byPool = await allRows({ sources: ['gdsn'] });
    expect(byPool.length).toBeGreaterThan(0);
    expect(byPool.every((r) => r.dataPoolName === 'Katalog GDSN')).toBe(true);
  });

  it('answers 400 for unknown statuses or errors and bad pages', async () => {
    expect((await issues({ statuses: ['closed'] })).json).toEqual({ statuses: ['"closed" nie jest poprawnym wyborem.'] });
    expect((await issues({ errors: ['EP-9999'] })).status).toBe(400);
    expect((await issues({ companies: 'all' })).status).toBe(400);
    expect((await issues({ page: 0 })).status).toBe(400);
  });
});

describe('issue files (POST generate_issue_file/, GET issue_file/{id})', () => {
  it('needs at least one known issue id', async () => {
    const gen = (json: unknown) => call(`${server.api}/repository/${m}/generate_issue_file/`, { method: 'POST', headers: bearer(admin), json });
    expect((await gen({ issueIds: [] })).json).toEqual({ issueIds: ['Ta lista nie może być pusta.'] });
    expect((await gen({})).json).toEqual({ issueIds: ['To pole jest wymagane.'] });
    expect((await gen({ issueIds: [1, 999_999] })).json).toEqual({ issueIds: ['Nieznane zgłoszenia: 999999'] });
  });

  it('generates the xlsx asynchronously, mails the requester, then serves it (404 before)', async () => {
    const rows = (await issues({ page: 1 })).json.records as IssueRow[];
    const ids = [...rows[0]!.issuesIds, ...rows[1]!.issuesIds];
    const gen = await call(`${server.api}/repository/${m}/generate_issue_file/`, { method: 'POST', headers: bearer(admin), json: { issueIds: ids } });
    expect(gen.status).toBe(202);
    expect(gen.json).toEqual({ id: expect.any(Number), status: 'processing' });
    const url = `${server.api}/repository/${m}/issue_file/${gen.json.id}`;
    const early = await call(url, { headers: bearer(admin) });
    expect(early.status).toBe(404);
    let res: Response | undefined;
    // Ready within 20 ms of work here, but a busy machine (CI) has taken over 2.5 s to write the sheet.
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await fetch(url, { headers: bearer(admin) });
      if (res.status === 200) break;
    }
    expect(res!.status).toBe(200);
    expect(res!.headers.get('content-type')).toContain('spreadsheetml');
    expect(res!.headers.get('content-disposition')).toBe(`attachment; filename="issues_${gen.json.id}.xlsx"`);
    const data = Buffer.from(await res!.arrayBuffer());
    expect(data.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = XLSX.read(data).Sheets['Zgłoszenia']!;
    const table = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(table.map((r) => r.ID)).toEqual([...ids].sort((a, b) => a - b));
    expect(table[0]).toMatchObject({ 'Kod błędu': rows[0]!.issueError === table[0]!['Kod błędu'] ? rows[0]!.issueError : expect.any(String) });
    const mail = listMail(server.ctx, DEMO.users.admin).find((x) => x.kind === 'issue_file_ready');
    expect(mail?.link).toContain(`/repository/issue_file/${gen.json.id}`);
    expect((await call(`${server.api}/repository/${m}/issue_file/999999`, { headers: bearer(admin) })).status).toBe(404);
    expect((await call(url, { headers: bearer(company) })).status).toBe(403);
  });

  it('the seed has ≥ 500 issues over every status, error and several sources', () => {
    expect(count('SELECT count(*) AS n FROM repository_issues')).toBe(ADMIN_DEMO.issueCount);
    expect(count('SELECT count(DISTINCT status) AS n FROM repository_issues')).toBe(4);
    expect(count('SELECT count(DISTINCT error_code) AS n FROM repository_issues')).toBe(3);
    expect(count('SELECT count(DISTINCT source) AS n FROM repository_issues')).toBe(3);
    expect(count('SELECT count(DISTINCT company_id) AS n FROM repository_issues')).toBeGreaterThan(20);
  });
});
