import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { AppContext } from '../context.js';
import { requireCompanyPermission, runLater } from '../domain/access.js';
import { findCompany, remainingDownloads, serializeCompany } from '../domain/companies.js';
import { DATABASE_LINK_TTL_DAYS, countSelection, currentExport, exportDir, exportRecords, exportZipName, type ExportFilters } from '../domain/database-export.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { isValidGtin, toGtin14 } from '../lib/checksums.js';
import { sendMail } from '../mail/outbox.js';
import { LOOKUP_MESSAGES } from './products.js';

export const DATABASE_MESSAGES = {
  freePackage: 'Pakiet Starter nie obejmuje pobierania bazy danych. Zamów dostęp w zakładce Cennik',
  noAccess: 'Firma nie ma dostępu do pobierania bazy danych',
  processing: 'processing',
  limitExhausted: 'Limit pobrań został wyczerpany. Kup nowy pakiet',
  exceedsLimit: 'selected count exceeds package limit',
  noProducts: 'Brak produktów dla wybranych parametrów',
  linkExpired: 'Link wygasł',
  badGpc: 'Niepoprawny kod GPC',
  badNip: 'Niepoprawny numer NIP',
} as const;

const optionalText = (body: Record<string, unknown>, key: string, errors: Record<string, string[]>): string | undefined => {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors[key] = [MESSAGES.notString];
    return undefined;
  }
  return value.trim() || undefined;
};

/** The database generation payload (admin-side §3): every key optional, blank = absent. */
function readFilters(raw: unknown): ExportFilters {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  let categories: string[] = [];
  if (body.categories !== undefined && body.categories !== null) {
    const list = Array.isArray(body.categories) ? body.categories : [body.categories];
    categories = list.map((c) => String(c).trim()).filter(Boolean);
    if (!categories.every((c) => /^\d{8}$/.test(c))) errors.categories = [DATABASE_MESSAGES.badGpc];
  }
  const filters: ExportFilters = {
    categories: [...new Set(categories)],
    productName: optionalText(body, 'productName', errors),
    companyName: optionalText(body, 'companyName', errors),
    brand: optionalText(body, 'brand', errors),
  };
  const gtin = optionalText(body, 'gtin', errors);
  if (gtin !== undefined) {
    if (isValidGtin(gtin)) filters.gtin = toGtin14(gtin);
    else errors.gtin = [LOOKUP_MESSAGES.badGtin];
  }
  const nip = optionalText(body, 'nip', errors)?.replace(/[-\s]/g, '');
  if (nip) {
    if (/^\d{10}$/.test(nip)) filters.nip = nip;
    else errors.nip = [DATABASE_MESSAGES.badNip];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filters;
}

/** Generates after the configured delay; on failure the export is marked `error` and the counted rows are given back. */
function scheduleExport(ctx: AppContext, exportId: number, companyId: number, email: string, filters: ExportFilters, count: number): void {
  runLater(ctx, ctx.config.databaseExportDelayMs, `database export ${exportId}`, async () => {
    try {
      const zipName = exportZipName();
      const files = await ctx.fileJobs.databaseExport(exportDir(ctx.config.dataDir, exportId), zipName, exportRecords(ctx.db, filters));
      const now = Date.now();
      ctx.db.run("UPDATE database_exports SET status = 'ready', files = ?, zip_name = ?, ready_at = ?, expires_at = ? WHERE id = ?", [
        JSON.stringify(files),
        zipName,
        new Date(now).toISOString(),
        new Date(now + DATABASE_LINK_TTL_DAYS * 86_400_000).toISOString(),
        exportId,
      ]);
    } catch (err) {
      ctx.db.run("UPDATE database_exports SET status = 'error' WHERE id = ?", [exportId]);
      ctx.db.run('UPDATE company_subscriptions SET counter_csv = max(0, counter_csv - ?) WHERE company_id = ?', [count, companyId]);
      throw err;
    }
    sendMail(ctx, {
      to: email,
      subject: 'Baza danych jest gotowa do pobrania',
      text: `Przygotowaliśmy plik bazy danych (${count} produktów). Link jest ważny ${DATABASE_LINK_TTL_DAYS} dni.`,
      link: `${ctx.config.webAppUrl}/products/database/${companyId}`,
      kind: 'database_ready',
    });
  });
}

/** Database download (admin-side §5, §7): generation with package limits, one at a time, then the zip and its CSV files. */
export function databaseRoutes(ctx: AppContext): Router {
  const router = Router();

  for (const job of ctx.db.all<{ id: number; company_id: number; filters: string; product_count: number; email: string }>(
    "SELECT e.id, e.company_id, e.filters, e.product_count, u.email FROM database_exports e JOIN users u ON u.id = e.user_id WHERE e.status = 'processing'",
  )) {
    scheduleExport(ctx, Number(job.id), Number(job.company_id), job.email, JSON.parse(job.filters) as ExportFilters, Number(job.product_count));
  }

  router
    .route('/products/:companyId/database/')
    .post(ctx.track, async (req, res) => {
      const { user, membership, allowed } = await requireCompanyPermission(ctx, req, 'database_download');
      const companyId = membership.company_id;
      if (membership.subscription === 'free') throw detail(403, DATABASE_MESSAGES.freePackage);
      if (!allowed) throw detail(403, MESSAGES.denied);
      const company = findCompany(ctx.db, companyId)!;
      if (company.access_to_download !== 1) throw detail(403, DATABASE_MESSAGES.noAccess);
      if (ctx.db.get("SELECT 1 AS x FROM database_exports WHERE company_id = ? AND status = 'processing'", [companyId])) throw detail(403, DATABASE_MESSAGES.processing);
      const remaining = remainingDownloads(company);
      if (remaining === 0) throw detail(401, DATABASE_MESSAGES.limitExhausted);
      const filters = readFilters(req.body);
      const count = countSelection(ctx.db, filters);
      if (count === 0) throw detail(400, DATABASE_MESSAGES.noProducts);
      if (remaining !== null && count > remaining) throw detail(400, DATABASE_MESSAGES.exceedsLimit, { selected: count, remaining });
      ctx.db.run(
        "INSERT INTO database_exports (company_id, user_id, filters, product_count, status, created_at) VALUES (?, ?, ?, ?, 'processing', ?)",
        [companyId, user.id, JSON.stringify(filters), count, new Date().toISOString()],
      );
      const exportId = ctx.db.lastInsertId();
      ctx.db.run('INSERT OR IGNORE INTO company_subscriptions (company_id) VALUES (?)', [companyId]);
      ctx.db.run('UPDATE company_subscriptions SET counter_csv = counter_csv + ? WHERE company_id = ?', [count, companyId]);
      scheduleExport(ctx, exportId, companyId, user.email, filters, count);
      res.json(serializeCompany(ctx.db, findCompany(ctx.db, companyId)!));
    })
    .all(methodNotAllowed);

  const readyExport = async (req: Request) => {
    const { membership, allowed } = await requireCompanyPermission(ctx, req, 'database_download', 'id');
    if (!allowed) throw detail(403, MESSAGES.denied);
    const row = currentExport(ctx.db, ctx.config.dataDir, membership.company_id);
    if (!row) throw detail(404, DATABASE_MESSAGES.linkExpired);
    return row;
  };

  router
    .route('/products/:id/zip_database/')
    .get(ctx.track, async (req, res) => {
      const row = await readyExport(req);
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${row.zip_name}"`,
        // Tells one export from the next of the same day (the name holds only the date).
        'Last-Modified': new Date(row.ready_at ?? row.created_at).toUTCString(),
        'Access-Control-Expose-Headers': 'Content-Disposition',
      });
      createReadStream(path.join(exportDir(ctx.config.dataDir, Number(row.id)), row.zip_name!)).pipe(res);
    })
    .all(methodNotAllowed);

  // {x}: a CSV file of the current export, by name (products_001.csv) or by 1-based number (1).
  router
    .route('/products/:id/database/:file/')
    .get(ctx.track, async (req, res) => {
      const row = await readyExport(req);
      const files = JSON.parse(row.files) as string[];
      const x = String(req.params.file);
      const name = /^\d+$/.test(x) ? files[Number(x) - 1] : files.find((f) => f === x);
      if (!name) throw detail(404, MESSAGES.notFound);
      res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Access-Control-Expose-Headers': 'Content-Disposition' });
      createReadStream(path.join(exportDir(ctx.config.dataDir, Number(row.id)), name)).pipe(res);
    })
    .all(methodNotAllowed);

  return router;
}
