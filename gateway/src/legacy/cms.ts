import { z } from 'zod';
import type { CmsPageSlug } from 'schema/validation';
import { restId } from './answers';
import { queryString, type LegacyHttp } from './http';

/** Page content of the three editable pages (`/cms/page_content/{page}/`). */

export const restPageContentSchema = z.object({
  slug: z.string().optional(),
  content: z.string().nullish().transform((v) => v ?? ''),
  images: z.array(restId).nullish().transform((v) => v ?? []),
  fileInProcess: z.boolean().nullish(),
});
export type RestPageContent = z.infer<typeof restPageContentSchema>;

export class CmsApi {
  constructor(private readonly http: LegacyHttp) {}

  /** Public. */
  pageContent(slug: CmsPageSlug) {
    return this.http.call(`/cms/page_content/${slug}/`, { schema: restPageContentSchema, auth: 'none' });
  }

  /** The page as a member sees it: the verify-data page also says whether the company's upload is being processed. */
  memberPageContent(slug: CmsPageSlug, activeMembershipId: string) {
    return this.http.call(`/cms/page_content/${slug}/${queryString({ activeMembershipId })}`, { schema: restPageContentSchema, auth: 'required' });
  }
}

/** What resolvers of `PageContent` receive: the answer and the page it is of. */
export interface PageContentModel extends RestPageContent {
  page: 'HOME_PAGE' | 'HOW_IT_WORKS' | 'VERIFY_DATA';
}
