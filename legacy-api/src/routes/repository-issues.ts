import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../context.js';
import { requireMembershipPermission, runLater } from '../domain/access.js';
import { issueFileName, issueFileRows, issueFilesDir, issuesByCompany, unknownIssueIds } from '../domain/issues.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { sendMail } from '../mail/outbox.js';
import { ISSUE_ERRORS, ISSUE_STATUSES } from '../seed/admin.js';
import { INVALID_INTEGER } from './query-params.js';

export const ISSUE_MESSAGES = {
  emptyList: 'Ta lista nie może być pusta.',
  notAList: 'Oczekiwano listy elementów, a otrzymano dane typu "{type}".',
  unknownIssues: 'Nieznane zgłoszenia: {ids}',
  badPage: 'Upewnij się, że ta wartość jest większa lub równa 1.',
  unknownField: 'Nieznane pole.',
} as const;

/** The issue filter body's keys (spec admin-side §7: filters companies, statuses, errors, sources; page). */
const ISSUE_FILTER_KEYS = ['companies', 'statuses', 'errors', 'sources', 'page'];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Body = Record<string, unknown>;

/** A list field of the filter body: absent/null = []; each item a string (or number for ids). */
function listField(body: Body, key: string, errors: Record<string, string[]>, choices?: readonly string[]): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors[key] = [ISSUE_MESSAGES.notAList.replace('{type}', typeof value === 'string' ? 'str' : typeof value)];
    return [];
  }
  const items = value.map((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : (v as { id?: unknown })?.id !== undefined ? String((v as { id: unknown }).id) : ''));
  const bad = items.find((v) => v === '' || (choices && !choices.includes(v)));
  if (bad !== undefined) errors[key] = [`"${bad}" nie jest poprawnym wyborem.`];
  return items;
}


function idList(value: unknown, key: string): number[] {
  if (value === undefined || value === null) throw fieldErrors({ [key]: [MESSAGES.required] });
  if (!Array.isArray(value)) throw fieldErrors({ [key]: [ISSUE_MESSAGES.notAList.replace('{type}', typeof value === 'string' ? 'str' : typeof value)] });
  if (!value.length) throw fieldErrors({ [key]: [ISSUE_MESSAGES.emptyList] });
  const ids = value.map((v) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 0)) throw fieldErrors({ [key]: [INVALID_INTEGER] });
  return [...new Set(ids)];
}

/** Writes the xlsx after the configured delay, marks it ready and mails the requester. */
function scheduleIssueFile(ctx: AppContext, fileId: number, ids: number[], email: string): void {
  runLater(ctx, ctx.config.issueFileDelayMs, `issue file ${fileId}`, async () => {
    try {
      const fileName = issueFileName(fileId);
      await ctx.fileJobs.issueFile(path.join(issueFilesDir(ctx.config.dataDir), fileName), issueFileRows(ctx.db, ids));
      ctx.db.run("UPDATE issue_files SET status = 'ready', file_name = ?, ready_at = ? WHERE id = ?", [fileName, new Date().toISOString(), fileId]);
    } catch (err) {
      ctx.db.run("UPDATE issue_files SET status = 'error' WHERE id = ?", [fileId]);
      throw err;
    }
    sendMail(ctx, {
      to: email,
      subject: 'Plik zgłoszeń jest gotowy do pobrania',
      text: `Plik z ${ids.length} zgłoszeniami jest gotowy do pobrania ze strony repozytorium.`,
      link: `${ctx.config.webAppUrl}/repository/issue_file/${fileId}`,
      kind: 'issue_file_ready',
    });
  });
}

/** The repository of GTIN issues (admin-side §2, §4, §7): filtered issue rows, asynchronous xlsx issue files. */
export function repositoryIssueRoutes(ctx: AppContext): Router {
  const router = Router();

  // Files still processing when the server stopped are generated again.
  for (const job of ctx.db.all<{ id: number; issue_ids: string; email: string }>(
    "SELECT f.id, f.issue_ids, u.email FROM issue_files f JOIN users u ON u.id = f.user_id WHERE f.status = 'processing'",
  )) {
    scheduleIssueFile(ctx, Number(job.id), JSON.parse(job.issue_ids) as number[], job.email);
  }

  router
    .route('/repository/:membershipId/issues_by_company/')
    .post(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['repository']);
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Body;
      const errors: Record<string, string[]> = {};
      // Stricter than DRF's default: a key the spec's filter body does not list is refused, so a client that sends
      // one (the gateway once sent showAbandoned) fails here and not only against a stricter provider.
      for (const key of Object.keys(body)) if (!ISSUE_FILTER_KEYS.includes(key)) errors[key] = [ISSUE_MESSAGES.unknownField];
      const companies = listField(body, 'companies', errors);
      if (!errors.companies && companies.some((c) => !/^\d+$/.test(c))) errors.companies = [INVALID_INTEGER];
      const statuses = listField(body, 'statuses', errors, ISSUE_STATUSES);
      const errorCodes = listField(body, 'errors', errors, Object.keys(ISSUE_ERRORS));
      const sources = listField(body, 'sources', errors);
      let page = 1;
      if (body.page !== undefined && body.page !== null && body.page !== '') {
        page = Number(body.page);
        if (!Number.isSafeInteger(page)) errors.page = [INVALID_INTEGER];
        else if (page < 1) errors.page = [ISSUE_MESSAGES.badPage];
      }
      if (Object.keys(errors).length) throw fieldErrors(errors);
      res.json(issuesByCompany(ctx.db, { companies: companies.map(Number), statuses, errors: errorCodes, sources, page }));
    })
    .all(methodNotAllowed);

  router
    .route('/repository/:membershipId/generate_issue_file/')
    .post(ctx.track, async (req, res) => {
      const { user } = await requireMembershipPermission(ctx, req, ['repository']);
      const ids = idList((req.body as Body | undefined)?.issueIds, 'issueIds');
      const unknown = unknownIssueIds(ctx.db, ids);
      if (unknown.length) throw fieldErrors({ issueIds: [ISSUE_MESSAGES.unknownIssues.replace('{ids}', unknown.join(', '))] });
      ctx.db.run("INSERT INTO issue_files (user_id, issue_ids, status, created_at) VALUES (?, ?, 'processing', ?)", [user.id, JSON.stringify(ids), new Date().toISOString()]);
      const fileId = ctx.db.lastInsertId();
      scheduleIssueFile(ctx, fileId, ids, user.email);
      res.status(202).json({ id: fileId, status: 'processing' });
    })
    .all(methodNotAllowed);

  router
    .route('/repository/:membershipId/issue_file/:id')
    .get(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['repository']);
      const file = ctx.db.get<{ id: number; status: string; file_name: string | null }>('SELECT id, status, file_name FROM issue_files WHERE id = ?', [String(req.params.id)]);
      const full = file?.status === 'ready' && file.file_name ? path.join(issueFilesDir(ctx.config.dataDir), file.file_name) : null;
      if (!file || !full || !existsSync(full)) throw detail(404, MESSAGES.notFound);
      res
        .set({ 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${file.file_name}"`, 'Access-Control-Expose-Headers': 'Content-Disposition' })
        .send(readFileSync(full));
    })
    .all(methodNotAllowed);

  return router;
}
