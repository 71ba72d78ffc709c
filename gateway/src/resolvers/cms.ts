import type { CmsPageSlug } from 'schema/validation';
import type { EditablePage, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { RestPageContent } from '../legacy/cms';
import { assertNever, dataOf } from '../legacy/errors';
import { activeMembership } from './access';

/** The API's slug of each editable page. */
export const PAGE_SLUG: Record<EditablePage, CmsPageSlug> = { HOME_PAGE: 'home-page', HOW_IT_WORKS: 'how-it-works', VERIFY_DATA: 'verify-data' };

/** Only the verify-data page depends on who asks (whether their company's upload is being processed). */
async function memberView(ctx: Context, slug: CmsPageSlug): Promise<RestPageContent | null> {
  const membership = slug === 'verify-data' ? await activeMembership(ctx) : null;
  if (!membership) return null;
  const answer = await ctx.legacy.cms.memberPageContent(slug, membership.id);
  if (answer.ok) return answer.data;
  const { kind } = answer.failure;
  switch (kind) {
    case 'sessionExpired':
      return null; // a public page: the ended session only loses the upload state
    default:
      return assertNever(kind);
  }
}

export const cmsResolvers: Resolvers = {
  Query: {
    async pageContent(_parent, { page }, ctx) {
      const slug = PAGE_SLUG[page];
      const content = (await memberView(ctx, slug)) ?? dataOf(await ctx.legacy.cms.pageContent(slug));
      return { ...content, page, fileInProcess: slug === 'verify-data' ? (content.fileInProcess ?? false) : null };
    },
  },
};
