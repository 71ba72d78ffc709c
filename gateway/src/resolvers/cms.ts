import { CMS_CONTENT_MAX_CHARS, CMS_PAGES, cmsMessages, type CmsPageSlug } from 'schema/validation';
import type { EditablePage } from '../__generated__/types';
import { refuse } from '../contract/refusal';
import { invalid } from '../contract/problems';
import { sameForEveryone } from '../contract/public-reads';
import type { Context } from '../context';
import type { RestPageContent } from '../legacy/cms';
import { assertNever, dataOf } from '../legacy/errors';
import type { Resolvers } from './typed';

/** The API's slug of each editable page. */
const PAGE_SLUG = Object.fromEntries(CMS_PAGES.map(({ page, slug }) => [page, slug])) as Record<EditablePage, CmsPageSlug>;

/** Only the verify-data page depends on who asks (whether their company's upload is being processed). */
async function memberView(ctx: Context, slug: CmsPageSlug): Promise<RestPageContent | null> {
  if (slug !== 'verify-data') return null;
  const member = await ctx.access.member();
  const membership = member && member !== 'expired' ? member.membership : null;
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
    async pageContent(_parent, { page }, ctx, info) {
      const slug = PAGE_SLUG[page];
      const content = (await memberView(ctx, slug)) ?? dataOf(await ctx.legacy.cms.pageContent(slug));
      if (slug !== 'verify-data') sameForEveryone(ctx, info);
      return { ...content, page, fileInProcess: slug === 'verify-data' ? (content.fileInProcess ?? false) : null };
    },
  },

  Mutation: {
    async savePageContent(_parent, { page, content }, ctx) {
      if (content.length > CMS_CONTENT_MAX_CHARS) return invalid([{ field: ['content'], message: cmsMessages.contentTooLong }]);
      // The page keeps the images its content shows. Without any, the list is not sent (the API then keeps its own).
      const answer = await ctx.legacy.cms.saveContent(PAGE_SLUG[page], content);
      // The spec does not show the save's answer: the page is what was saved.
      return answer.ok ? { __typename: 'PageContent', page, content, images: answer.data.images, fileInProcess: null, message: cmsMessages.saved } : refuse(answer.failure);
    },
  },
};
