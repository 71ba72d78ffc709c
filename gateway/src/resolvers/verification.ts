import { RESULT_RETENTION_DAYS, verificationMessages } from 'schema/validation';
import type { Resolvers, VerificationStatus } from '../__generated__/resolvers';
import type { Context } from '../context';
import { assertNever } from '../legacy/errors';
import type { RestVerificationFile } from '../legacy/verification';
import { problem } from './problems';
import { activeMembershipId } from './session';

export const FILE_SENDING = 'file_sending_to_verification';

/** The gateway route that streams a result (`files/verification.ts`). */
export const resultPath = (fileId: string) => `/files/verification/${encodeURIComponent(fileId)}`;

export const verificationProblem = {
  noActiveMembership: () => ({
    __typename: 'NoActiveMembership' as const,
    code: 'NO_ACTIVE_MEMBERSHIP' as const,
    message: verificationMessages.noActiveMembership,
    field: null,
  }),
};

/** Who may verify: the person's id and active membership, when it is activated and holds the permission. */
export type VerificationAccess =
  | { ok: true; userId: string; membershipId: string; companyId: string }
  | { ok: false; refusal: 'sessionExpired' | 'noActiveMembership' | 'permissionDenied' };

/** The REST paths need the user's id, so this costs one `accounts/me` (shared by the request's resolvers). */
export async function verificationAccess(ctx: Context): Promise<VerificationAccess> {
  if (!ctx.signedIn) return { ok: false, refusal: 'sessionExpired' };
  const me = await ctx.loaders.me.load('me');
  if (!me.ok) return { ok: false, refusal: 'sessionExpired' };
  const { memberships } = me.data;
  const membership = memberships.find((m) => m.id === activeMembershipId(memberships, ctx.session?.activeMembershipId ?? null));
  if (!membership) return { ok: false, refusal: 'noActiveMembership' };
  if (!membership.permissions.includes(FILE_SENDING)) return { ok: false, refusal: 'permissionDenied' };
  return { ok: true, userId: me.data.id, membershipId: membership.id, companyId: membership.company.id };
}

/** Who may not verify (nor generate codes), as the member of a result union that says so. */
export function accessProblem(refusal: Extract<VerificationAccess, { ok: false }>['refusal']) {
  switch (refusal) {
    case 'sessionExpired':
      return problem.sessionExpired();
    case 'noActiveMembership':
      return verificationProblem.noActiveMembership();
    case 'permissionDenied':
      return problem.permissionDenied(FILE_SENDING);
    default:
      return assertNever(refusal);
  }
}

const STATUS: Record<number, VerificationStatus> = { [-1]: 'ERROR', 0: 'NEW', 1: 'PROCESSING', 2: 'READY' };
const DAY_MS = 86_400_000;

/** A file as the contract has it (the upload route answers the same shape as JSON). */
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
  };
}

const inProcess = (status: VerificationStatus) => status === 'NEW' || status === 'PROCESSING';

export const verificationResolvers: Resolvers = {
  Query: {
    async verificationPage(_parent, _args, ctx) {
      const membership = ctx.signedIn ? await verificationAccess(ctx) : null;
      let page = await ctx.legacy.verification.page(membership?.ok ? membership.membershipId : null);
      if (!page.ok) {
        switch (page.failure.kind) {
          case 'sessionExpired':
            // The session ended on the way; the page is public, so it is read again as a visitor's.
            page = await ctx.legacy.verification.page(null);
            break;
          default:
            return assertNever(page.failure.kind);
        }
      }
      const data = page.ok ? page.data : { content: '', fileInProcess: false };
      return { content: data.content ?? '', fileInProcess: data.fileInProcess };
    },
    async verificationFiles(_parent, _args, ctx) {
      const access = await verificationAccess(ctx);
      if (!access.ok) return accessProblem(access.refusal);
      const answer = await ctx.legacy.verification.files(access.membershipId, access.userId);
      if (!answer.ok) {
        switch (answer.failure.kind) {
          case 'sessionExpired':
            return problem.sessionExpired();
          case 'notActiveMember':
            return verificationProblem.noActiveMembership();
          case 'denied':
            return problem.permissionDenied(FILE_SENDING);
          default:
            return assertNever(answer.failure);
        }
      }
      const files = answer.data.records.map((file) => verificationFile(file));
      return { __typename: 'VerificationFileList', files, fileInProcess: files.some((f) => inProcess(f.status)) };
    },
  },
};
