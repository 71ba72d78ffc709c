import { VERIFICATION_UPLOAD, messages, verificationMessages } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import { problem } from '../resolvers/problems';
import { accessProblem, verificationAccess, verificationFile, type VerificationAccess } from '../resolvers/verification';
import { fileProblem, refuse, type Reply } from './replies';
import { downloadRoute, uploadRoute } from './routes';

/** Who may not verify (nor generate codes), as the file routes answer it. */
export const accessRefusal = (refusal: Extract<VerificationAccess, { ok: false }>['refusal']): Reply =>
  refuse(refusal === 'sessionExpired' ? 401 : 403, accessProblem(refusal));

const tooLarge = () => fileProblem.tooLarge('file', verificationMessages.tooLarge, VERIFICATION_UPLOAD.maxBytes);
const badFormat = () => fileProblem.badFormat('file', verificationMessages.badFormat);

/** `POST /files/verification`: multipart `description` (optional), then `file` (csv, xls, xlsx; ≤ 50 000 000 bytes). */
const upload = uploadRoute({
  path: '/verification',
  rule: {
    fileFields: ['file'],
    textFields: ['description'],
    maxBytes: VERIFICATION_UPLOAD.maxBytes,
    kinds: ['csv', 'xls', 'xlsx'],
    messages: { tooLarge: verificationMessages.tooLarge, badFormat: verificationMessages.badFormat },
  },
  unexpectedMessage: verificationMessages.uploadFailed,
  async send(ctx, { name, body }) {
    const access = await verificationAccess(ctx);
    if (!access.ok) return accessRefusal(access.refusal);
    const answer = await ctx.legacy.verification.upload(access.membershipId, access.userId, name, body);
    if (answer.ok) return { status: 201, body: verificationFile(answer.data) };
    const { failure } = answer;
    switch (failure.kind) {
      case 'tooLarge':
        return tooLarge();
      case 'badFormat':
        return badFormat();
      case 'fileInProcess':
        return refuse(409, { __typename: 'FileInProcess', code: 'FILE_IN_PROCESS', message: verificationMessages.fileInProcess, field: null });
      case 'limitExhausted':
        return refuse(403, {
          __typename: 'VerificationLimitReached',
          code: 'VERIFICATION_LIMIT_REACHED',
          message: verificationMessages.limitExhausted,
          field: null,
        });
      case 'notActiveMember':
        return accessRefusal('noActiveMembership');
      case 'denied':
        return accessRefusal('permissionDenied');
      case 'sessionExpired':
        return accessRefusal('sessionExpired');
      case 'invalid':
        return refuse(400, problem.validationFailed(failure.problems));
      default:
        return assertNever(failure);
    }
  },
});

/** `GET /files/verification/:fileId`: the result xlsx of a file of the active company. */
const result = downloadRoute({
  path: '/verification/:fileId',
  defaultName: 'file.xls',
  async fetch(ctx, req) {
    const access = await verificationAccess(ctx);
    if (!access.ok) return { ok: false, reply: accessRefusal(access.refusal) };
    const answer = await ctx.legacy.verification.result(access.companyId, String(req.params.fileId));
    if (answer.ok) return { ok: true, file: answer.data };
    const gone = (__typename: string, code: 'LINK_EXPIRED' | 'FILE_NOT_READY' | 'NOT_FOUND', message: string) =>
      ({ ok: false, reply: refuse(404, { __typename, code, message, field: null }) }) as const;
    switch (answer.failure.kind) {
      case 'expired':
        return gone('LinkExpired', 'LINK_EXPIRED', verificationMessages.linkExpired);
      case 'notReady':
        return gone('FileNotReady', 'FILE_NOT_READY', verificationMessages.notReady);
      case 'notFound':
        return gone('FileNotFound', 'NOT_FOUND', messages.notFound);
      case 'denied':
        return { ok: false, reply: accessRefusal('permissionDenied') };
      case 'sessionExpired':
        return { ok: false, reply: accessRefusal('sessionExpired') };
      default:
        return assertNever(answer.failure);
    }
  },
});

export const verificationFileRoutes = [upload, result];
