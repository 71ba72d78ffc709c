import { VERIFICATION_UPLOAD, verificationMessages } from 'schema/validation';
import { needs } from '../access/access';
import { answerRefusal, refuseCommon } from '../contract/refusal';
import { verificationFile } from '../contract/files';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { fileProblem, reply } from './replies';
import { downloadRoute, uploadRoute } from './routes';

const FILE_SENDING = needs('file_sending_to_verification');
/** Why a result file cannot be downloaded, each answered 404. */
const RESULT_REFUSAL = { expired: 'LinkExpired', notReady: 'FileNotReady', notFound: 'FileNotFound' } as const;

/** `POST /files/verification`: multipart `description` (optional), then `file` (csv, xls, xlsx; ≤ 50 000 000 bytes). */
const upload = uploadRoute({
  path: '/verification',
  policy: FILE_SENDING,
  rule: {
    fileFields: ['file'],
    textFields: ['description'],
    maxBytes: VERIFICATION_UPLOAD.maxBytes,
    kinds: ['csv', 'xls', 'xlsx'],
    messages: { tooLarge: verificationMessages.tooLarge, badFormat: verificationMessages.badFormat },
  },
  unexpected: problem('UploadFailed'),
  async send(ctx, { name, body }) {
    const { userId, membership } = await ctx.access.admitted();
    const answer = await ctx.legacy.verification.upload(membership.id, userId, name, body);
    if (answer.ok) return reply(201, { ...verificationFile(answer.data), message: verificationMessages.uploaded });
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'tooLarge':
        return fileProblem.tooLarge('file', verificationMessages.tooLarge, VERIFICATION_UPLOAD.maxBytes);
      case 'badFormat':
        return fileProblem.badFormat('file', verificationMessages.badFormat);
      case 'fileInProcess':
        return reply(409, problem('FileInProcess'));
      case 'limitExhausted':
        return reply(403, problem('VerificationLimitReached'));
      default:
        return assertNever(kind);
    }
  },
});

/** `GET /files/verification/:fileId`: the result xlsx of a file of the active company. */
const result = downloadRoute({
  path: '/verification/:fileId',
  policy: FILE_SENDING,
  defaultName: 'file.xls',
  async fetch(ctx, req) {
    const { membership } = await ctx.access.admitted();
    const answer = await ctx.legacy.verification.result(membership.companyId, String(req.params.fileId));
    if (answer.ok) return { ok: true, file: answer.data };
    return { ok: false, reply: reply(404, answerRefusal(answer.failure, RESULT_REFUSAL)) };
  },
});

export const verificationFileRoutes = [upload, result];
