import type { Resolvers } from './typed';
import type { VerificationStatus } from '../__generated__/types';
import { refuse } from '../contract/refusal';
import { verificationFile } from '../contract/files';
import { assertNever } from '../legacy/errors';

const inProcess = (status: VerificationStatus) => status === 'NEW' || status === 'PROCESSING';

export const verificationResolvers: Resolvers = {
  Query: {
    async verificationPage(_parent, _args, ctx) {
      const member = await ctx.access.member();
      const membershipId = member && member !== 'expired' ? (member.membership?.id ?? null) : null;
      let page = await ctx.legacy.verification.page(membershipId);
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
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.verification.files(membership.id, userId);
      if (!answer.ok) return refuse(answer.failure);
      const files = answer.data.records.map((file) => verificationFile(file));
      return { __typename: 'VerificationFileList', files, fileInProcess: files.some((f) => inProcess(f.status)) };
    },
  },
};
