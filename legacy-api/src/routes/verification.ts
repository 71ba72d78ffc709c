import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { requireUser, type AppContext } from '../context.js';
import { FILE_RETENTION_MS, PROCESSING, findFile, insertFile, listFiles, resultFileName, storageDir, updateFile } from '../domain/verification/files.js';
import { remainingVerifications } from '../domain/verification/limits.js';
import { ensureSeededResult, fileInProcess, resumeVerifications, scheduleVerification } from '../domain/verification/processing.js';
import { membershipsOf, serializeMembership, type MembershipRow, type UserRow } from '../domain/users.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { one } from './query-params.js';
import { publicBase } from '../http/request.js';

export const UPLOAD = {
  maxBytes: 50_000_000,
  extensions: ['.csv', '.xls', '.xlsx'] as readonly string[],
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: 'Plik jest zbyt duży – limit 50MB',
  badFormat: 'Niewłaściwy format pliku',
  noActiveMembership: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie',
  processing: 'processing',
  limitExhausted: 'Limit weryfikacji w Twoim pakiecie został wyczerpany',
  uploadFailed: 'Błąd podczas wysyłania pliku, prosimy spróbować później',
  notFound: 'Nie znaleziono',
  expired: 'Link wygasł',
  notReady: 'Plik nie jest jeszcze gotowy',
} as const;

/**
 * `{id}` in the upload and list paths is the calling user's id (as in the accounts/{userId}/… paths): another id → 403.
 * `{membershipId}` must be one of the caller's memberships (else 403 denied) that is activated and holds
 * file_sending_to_verification (else 403 'Dostęp mają tylko…'). Returns the membership.
 */
function requireUploader(req: Request, user: UserRow, ctx: AppContext): MembershipRow {
  if (String(req.params.id) !== String(user.id)) throw detail(403, MESSAGES.denied);
  const membership = membershipsOf(ctx.db, user.id).find((m) => String(m.id) === String(req.params.membershipId));
  if (!membership) throw detail(403, MESSAGES.denied);
  if (!serializeMembership(membership).permissions.includes('file_sending_to_verification')) throw detail(403, UPLOAD_MESSAGES.noActiveMembership);
  return membership;
}

/** `attachment; filename="ascii"` plus RFC 5987 `filename*=UTF-8''…` when the name is not plain ASCII. */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}


/** GTIN verification of uploaded files (spec member-side §2 "My products and upload", §4, §7, §8). */
export function verificationRoutes(ctx: AppContext): Router {
  const router = Router();
  const tmpDir = path.join(ctx.config.dataDir, 'verification', 'tmp');
  // multer refuses a file that reaches its limit; the spec allows exactly 50 000 000 bytes, so the limit is one more.
  const upload = multer({ dest: tmpDir, limits: { fileSize: UPLOAD.maxBytes + 1, files: 1, fields: 20, fieldSize: 100_000 } }).any();
  const receive = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      mkdirSync(tmpDir, { recursive: true });
      upload(req, res, (err: unknown) => {
        if (!err) resolve();
        else if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') reject(detail(400, UPLOAD_MESSAGES.tooLarge));
        else if (err instanceof multer.MulterError) reject(detail(400, UPLOAD_MESSAGES.uploadFailed));
        else reject(err instanceof Error ? err : new Error(String(err)));
      });
    });

  router
    .route('/repository/:membershipId/verify_file/:id/:filename/')
    .post(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      const membership = requireUploader(req, user, ctx);
      await receive(req, res);
      const file = (req.files as Express.Multer.File[] | undefined)?.[0];
      const discard = () => {
        if (file) rmSync(file.path, { force: true });
      };
      try {
        if (!file) throw fieldErrors({ file: [MESSAGES.required] });
        const fileName = String(req.params.filename).trim();
        const extension = path.extname(fileName).toLowerCase();
        if (!UPLOAD.extensions.includes(extension)) throw detail(400, UPLOAD_MESSAGES.badFormat);
        if (fileInProcess(ctx, membership.company_id)) throw detail(403, UPLOAD_MESSAGES.processing);
        if (remainingVerifications(ctx.db, membership.company_id) <= 0) throw detail(401, UPLOAD_MESSAGES.limitExhausted);
        const body = req.body as Record<string, unknown>;
        const comment = (one(body.description) ?? one(body.comment) ?? '').trim();
        const id = insertFile(ctx.db, {
          companyId: membership.company_id,
          userId: user.id,
          membershipId: membership.id,
          fileName,
          comment,
          linkBase: publicBase(req, ctx.config.publicUrl),
        });
        const relative = path.join(storageDir(membership.company_id, id), `upload${extension}`);
        mkdirSync(path.dirname(path.join(ctx.config.dataDir, relative)), { recursive: true });
        renameSync(file.path, path.join(ctx.config.dataDir, relative));
        updateFile(ctx.db, id, { upload_path: relative });
        scheduleVerification(ctx, id);
        res.status(201).json(listFiles(ctx.db, membership.company_id).find((r) => r.id === id));
      } catch (err) {
        discard();
        throw err;
      }
    })
    .all(methodNotAllowed);

  router
    .route('/repository/:membershipId/get_files/:id/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      const membership = requireUploader(req, user, ctx);
      res.json({ records: listFiles(ctx.db, membership.company_id) });
    })
    .all(methodNotAllowed);

  router
    .route('/repository/:companyId/get_file/:fileId/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      const companyId = String(req.params.companyId);
      if (!membershipsOf(ctx.db, user.id).some((m) => m.activated === 1 && String(m.company_id) === companyId)) throw detail(403, MESSAGES.denied);
      const fileId = Number(req.params.fileId);
      let file = Number.isSafeInteger(fileId) ? findFile(ctx.db, fileId) : undefined;
      if (!file || String(file.company_id) !== companyId) throw detail(404, UPLOAD_MESSAGES.notFound);
      if (Date.now() - Date.parse(file.created_at) > FILE_RETENTION_MS) throw detail(404, UPLOAD_MESSAGES.expired);
      if (file.processing_status !== PROCESSING.ready) throw detail(404, UPLOAD_MESSAGES.notReady);
      file = await ensureSeededResult(ctx, file);
      const absolute = file.result_path ? path.join(ctx.config.dataDir, file.result_path) : null;
      if (!absolute || !existsSync(absolute)) throw detail(404, UPLOAD_MESSAGES.expired);
      res.set({
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': attachmentHeader(resultFileName(file.file_name)),
        'cache-control': 'no-store',
      });
      res.send(readFileSync(absolute));
    })
    .all(methodNotAllowed);

  resumeVerifications(ctx);
  return router;
}
