import { parse as parseDisposition } from 'content-disposition';
import { RESULT_RETENTION_DAYS } from 'schema/validation';
import type { VerificationStatus } from '../__generated__/types';
import { safeFileName } from '../fileNames';
import type { RestVerificationFile } from '../legacy/verification';
import type { Gs1CodeModel } from '../legacy/generator';

/**
 * What the graph and the `/files` routes answer alike: the routes' addresses the graph hands out, a verification
 * file as both answer it, and the names files are downloaded under.
 */

/** `GET /files/verification/:fileId`: a verification result. */
export const resultPath = (fileId: string) => `/files/verification/${encodeURIComponent(fileId)}`;

/** `GET /files/gs1-codes/:symbology/:format?text=`: a generated code as a file. */
export const codeDownloadPath = (symbology: Gs1CodeModel['symbology'], format: string, text: string) =>
  `/files/gs1-codes/${symbology}/${format}?text=${encodeURIComponent(text)}`;

const STATUS: Record<number, VerificationStatus> = { [-1]: 'ERROR', 0: 'NEW', 1: 'PROCESSING', 2: 'READY' };
const DAY_MS = 86_400_000;

/** A file as the contract has it (`verificationFiles`, and the upload route's answer). */
export function verificationFile(file: RestVerificationFile, now = Date.now()) {
  const status = STATUS[file.processingStatus] ?? 'UNKNOWN';
  const availableUntil = new Date(Date.parse(file.createdAt) + RESULT_RETENTION_DAYS * DAY_MS);
  return {
    __typename: 'VerificationFile' as const,
    id: file.id,
    fileName: file.fileName,
    createdAt: new Date(file.createdAt).toISOString(),
    userEmail: file.userEmail ?? null,
    status,
    statusCode: file.processingStatus,
    comment: file.comment || null,
    availableUntil: availableUntil.toISOString(),
    downloadUrl: status === 'READY' && availableUntil.getTime() > now ? resultPath(file.id) : null,
    errorReason: status === 'ERROR' ? file.errorReason?.trim() || null : null,
    summary: status === 'READY' ? (file.resultSummary ?? null) : null,
  };
}

/** Today in Poland as `YYYY-MM-DD` (the subscription dates are Polish calendar days). */
export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

/** Spec §5: the database's file name when the API names none. */
export const defaultZipName = () => `${today()}_database.zip`;

/**
 * The API's file name, made safe to hand on (`safeFileName`); else the default when it has no extension.
 * `content-disposition` writes it back with an ASCII fallback and RFC 5987 UTF-8.
 */
export function fileName(header: string | null, fallback: string): string {
  let name: string | undefined;
  try {
    name = header ? parseDisposition(header).parameters.filename : undefined;
  } catch {
    name = undefined;
  }
  const safe = safeFileName(name ?? '');
  return /\.[a-z0-9]{1,8}$/i.test(safe) ? safe : fallback;
}
