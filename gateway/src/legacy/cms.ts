import { z } from 'zod';
import { cmsImageIdsOf, type CmsPageSlug } from 'schema/validation';
import { restId } from './answers';
import { queryString, type LegacyHttp, type StreamedBody } from './http';
import { DENIED } from './errors';

/** Page content of the three editable pages (`/cms/page_content/{page}/`, `/cms/page_content_image/{page}/`). */

export const restPageContentSchema = z.object({
  slug: z.string().optional(),
  content: z.string().nullish().transform((v) => v ?? ''),
  // The spec's ids; an API may list each image with its address, `{id, url}`.
  images: z
    .array(z.union([restId, z.object({ id: restId }).transform((image) => image.id)]))
    .nullish()
    .transform((v) => v ?? []),
  fileInProcess: z.boolean().nullish(),
});
export type RestPageContent = z.infer<typeof restPageContentSchema>;

/** What resolvers of `PageContent` receive: the answer and the page it is of. */
export interface PageContentModel extends RestPageContent {
  page: 'HOME_PAGE' | 'HOW_IT_WORKS' | 'VERIFY_DATA';
}

const uploadedImageSchema = z.object({ id: restId });
/** The spec does not show a save's answer (the page, `{}`, a 204): only its status counts. */
const savedSchema = z.unknown().transform(() => null);

/** A multipart body of text parts (the spec's page save), built in memory: it is small. */
async function textMultipart(parts: readonly [name: string, value: string][]): Promise<StreamedBody> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  return {
    contentType: request.headers.get('content-type')!,
    contentLength: bytes.byteLength,
    chunks: (async function* () {
      yield bytes;
    })(),
    signal: new AbortController().signal,
  };
}

export class CmsApi {
  constructor(private readonly http: LegacyHttp) {}

  /**
   * Saves `content` as the page keeps it: one `images[]` per image it shows, so the page keeps exactly those (without
   * any, none is sent and the API keeps its list). Answers the ids sent.
   */
  async saveContent(slug: CmsPageSlug, content: string) {
    const images = cmsImageIdsOf(content);
    const answer = await this.savePage(slug, await textMultipart([['content', content], ...images.map((id): [string, string] => ['images[]', id])]));
    return answer.ok ? { ...answer, data: { images } } : answer;
  }

  /** Public. */
  pageContent(slug: CmsPageSlug) {
    return this.http.call(`/cms/page_content/${slug}/`, { schema: restPageContentSchema, auth: 'none' });
  }

  /** The page as a member sees it: the verify-data page also says whether the company's upload is being processed. */
  memberPageContent(slug: CmsPageSlug, activeMembershipId: string) {
    return this.http.call(`/cms/page_content/${slug}/${queryString({ activeMembershipId })}`, { schema: restPageContentSchema, auth: 'required' });
  }

  /** Multipart `content`, `images[]` (the ids the page keeps) and `file[]` (new images, which the page then holds too). */
  savePage(slug: CmsPageSlug, body: StreamedBody) {
    return this.http.call(`/cms/page_content/${slug}/`, {
      method: 'POST',
      stream: body,
      schema: savedSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: { content: ['content'], images: ['content'], file: ['file[]'], 'file[]': ['file[]'] },
    });
  }

  /** Multipart `image`, streamed from the browser; answers the new image's id (the image joins the page's images). */
  uploadImage(slug: CmsPageSlug, body: StreamedBody) {
    return this.http.call(`/cms/page_content_image/${slug}/`, {
      method: 'POST',
      stream: body,
      schema: uploadedImageSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: { image: ['image'] },
    });
  }

  /** A page image (public). The spec does not show this path; it is the stand-in's. */
  image(imageId: string) {
    return this.http.download(`/cms/images/${encodeURIComponent(imageId)}`, { auth: 'none', refusals: [{ status: 404, kind: 'notFound' }] });
  }
}
