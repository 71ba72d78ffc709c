import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlValue } from 'sql.js';
import * as XLSX from 'xlsx';
import type { Db } from '../db/database.js';
import { ISSUE_ERRORS, ISSUE_STATUSES } from '../seed/admin.js';

export const ISSUES_PAGE_SIZE = 10;

export interface IssueFilters {
  companies: number[];
  statuses: string[];
  errors: string[];
  sources: string[];
  /** 1-based */
  page: number;
}

/**
 * Statuses a query covers: the listed ones; none listed, all but abandoned_issue (spec: abandoned issues appear only
 * when the show-abandoned option is on, which the filter body, having no key for it, says by listing them).
 */
export function effectiveStatuses(f: Pick<IssueFilters, 'statuses'>): string[] {
  return f.statuses.length ? f.statuses : ISSUE_STATUSES.filter((s) => s !== 'abandoned_issue');
}

const inList = (column: string, values: readonly SqlValue[], conditions: string[], params: SqlValue[]) => {
  if (!values.length) return;
  conditions.push(`${column} IN (${values.map(() => '?').join(', ')})`);
  params.push(...values);
};

/**
 * Issue rows (admin-side §3): issues matching the filters, grouped by company, data pool, error, status and assignee;
 * newest first. `{records, pages}` with 10 rows a page.
 */
export function issuesByCompany(db: Db, f: IssueFilters) {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  inList('i.company_id', f.companies, conditions, params);
  const statuses = effectiveStatuses(f);
  if (statuses.length) inList('i.status', statuses, conditions, params);
  else conditions.push('0'); // only abandoned_issue asked for, show-abandoned off
  inList('i.error_code', f.errors, conditions, params);
  if (f.sources.length) {
    // A source is an issue's data pool (the spec's filter options come from companies/datapools) or its origin.
    const marks = f.sources.map(() => '?').join(', ');
    conditions.push(`(i.source IN (${marks}) OR i.datapool_id IN (SELECT id FROM datapools WHERE code IN (${marks})))`);
    params.push(...f.sources, ...f.sources);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const grouped = `SELECT i.company_id, i.datapool_id, i.error_code, i.status, i.assigned_user, group_concat(i.id) AS ids, count(*) AS n,
      max(i.last_modified) AS last_modified
    FROM repository_issues i ${where}
    GROUP BY i.company_id, i.datapool_id, i.error_code, i.status, coalesce(i.assigned_user, '')`;
  const total = Number(db.get<{ n: number }>(`SELECT count(*) AS n FROM (${grouped})`, params)?.n ?? 0);
  const rows = db.all<{ company_id: number; error_code: string; status: string; assigned_user: string | null; ids: string; n: number; last_modified: string; company_name: string; gcp: string | null; datapool: string }>(
    `SELECT g.*, c.name AS company_name, c.gcp, d.name AS datapool FROM (${grouped}) g
     JOIN companies c ON c.id = g.company_id JOIN datapools d ON d.id = g.datapool_id
     ORDER BY g.last_modified DESC, c.name_search, g.error_code, g.status LIMIT ? OFFSET ?`,
    [...params, ISSUES_PAGE_SIZE, (f.page - 1) * ISSUES_PAGE_SIZE],
  );
  return {
    records: rows.map((r) => ({
      issuesIds: r.ids
        .split(',')
        .map(Number)
        .sort((a, b) => a - b),
      companyExternalId: r.gcp ?? String(r.company_id),
      companyName: r.company_name,
      numIssues: Number(r.n),
      issueError: r.error_code,
      dataPoolName: r.datapool,
      issueStatus: r.status,
      lastModified: r.last_modified,
      assignedUser: r.assigned_user,
    })),
    pages: Math.ceil(total / ISSUES_PAGE_SIZE),
  };
}

export const unknownIssueIds = (db: Db, ids: number[]): number[] => {
  const known = new Set(db.all<{ id: number }>(`SELECT id FROM repository_issues WHERE id IN (${ids.map(() => '?').join(', ')})`, ids).map((r) => Number(r.id)));
  return ids.filter((id) => !known.has(id));
};

export const issueFilesDir = (dataDir: string) => path.join(dataDir, 'issue-files');

export type IssueFileRow = (string | number)[];

/** The rows of an issue file (header first), one per issue, read on the request thread (the database lives there). */
export function issueFileRows(db: Db, issueIds: number[]): IssueFileRow[] {
  const rows = db.all<Record<string, SqlValue>>(
    `SELECT i.id, i.gtin, p.name AS product, c.name AS company, c.nip, d.name AS datapool, i.error_code, i.status, i.source, i.assigned_user, i.last_modified
     FROM repository_issues i JOIN companies c ON c.id = i.company_id JOIN datapools d ON d.id = i.datapool_id LEFT JOIN products p ON p.gtin = i.gtin
     WHERE i.id IN (${issueIds.map(() => '?').join(', ')}) ORDER BY i.id`,
    issueIds,
  );
  return [
    ['ID', 'GTIN', 'Produkt', 'Firma', 'NIP', 'Pula danych', 'Kod błędu', 'Błąd', 'Status', 'Źródło', 'Przypisany', 'Ostatnia zmiana'],
    ...rows.map((r) => [
      Number(r.id), String(r.gtin), String(r.product ?? ''), String(r.company), String(r.nip ?? ''), String(r.datapool), String(r.error_code),
      ISSUE_ERRORS[String(r.error_code) as keyof typeof ISSUE_ERRORS] ?? '', String(r.status), String(r.source), String(r.assigned_user ?? ''), String(r.last_modified),
    ]),
  ];
}

export const issueFileName = (fileId: number) => `issues_${fileId}.xlsx`;

/** Writes an issue file (sheet "Zgłoszenia"); runs in a file-jobs worker. */
export function writeIssueWorkbook(file: string, rows: IssueFileRow[]): void {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Zgłoszenia');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
