import {
  CMS_CONTENT_MAX_CHARS,
  CMS_IMAGE_MAX_BYTES,
  CMS_NEW_IMAGES_MAX,
  CMS_PAGES,
  cmsImageIdsOf,
  cmsImagePath,
  cmsMessages,
  newImageIndexes,
  withNewImageAddresses,
  type CmsPageSlug,
} from 'schema/validation';
import { OPEN, needs } from '../access/access';
import { refuse, refuseCommon } from '../contract/refusal';
import { problem } from '../contract/problems';
import type { Context } from '../context';
import { assertNever, dataOf } from '../legacy/errors';
import { fileProblem, reply } from './replies';
import { downloadRoute, uploadRoute } from './routes';

const IMAGE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const;
const IMAGE_MESSAGES = { tooLarge: cmsMessages.imageTooLarge, badFormat: cmsMessages.imageType };

/**
 * `POST /files/cms-image/{page}` (`cms`): one image for a page's content, multipart `image` (PNG, JPEG, GIF or
 * WebP by its bytes, ≤ 5 MB; no SVG, which could carry script). Answers `{__typename: 'CmsImage', id, url}`; the
 * content may then show `url`. One route per page: the page is the API's path, not a form field.
 */
const imageUploads = CMS_PAGES.map(({ slug }) =>
  uploadRoute({
    path: `/cms-image/${slug}`,
    policy: needs('cms'),
    rule: { fileFields: ['image'], textFields: [], maxBytes: CMS_IMAGE_MAX_BYTES, kinds: IMAGE_KINDS, messages: IMAGE_MESSAGES },
    async send(ctx, { body }) {
      const answer = await ctx.legacy.cms.uploadImage(slug, body);
      return answer.ok ? reply(201, { __typename: 'CmsImage', id: answer.data.id, url: cmsImagePath(answer.data.id) }) : refuse(answer.failure);
    },
  }),
);

/**
 * `POST /files/cms-page/{page}` (`cms`): a page saved with the images added since it was loaded, in the spec's shape
 * (`POST /cms/page_content/{page}/`, multipart `content`, `images[]`, `file[]`), passed on to the API as it comes.
 * The content points at the n-th `file[]` as `new-image:n`; the API's answer to a save is not in the spec, so the
 * page is read back for the ids it gave the new images (those not in `images[]`, in order) and saved once more
 * with their addresses. The editor's own way: inserted pictures cost nothing until the page is saved.
 */
const pageSaves = CMS_PAGES.map(({ slug, page }) =>
  uploadRoute({
    path: `/cms-page/${slug}`,
    policy: needs('cms'),
    rule: {
      fileFields: ['file[]'],
      textFields: ['content', 'images[]'],
      // `content`, and an `images[]` per image the page keeps.
      maxTextParts: 1 + 1000,
      maxTextBytes: 2 * CMS_CONTENT_MAX_CHARS,
      maxFiles: CMS_NEW_IMAGES_MAX,
      maxBytes: CMS_IMAGE_MAX_BYTES,
      kinds: IMAGE_KINDS,
      messages: IMAGE_MESSAGES,
      judge: ({ fields, files }) =>
        newImageIndexes(fields.content ?? '').some((index) => index >= files) ? fileProblem.invalid('content', cmsMessages.newImagesMissing) : null,
    },
    async send(ctx, { fields, body }) {
      const content = fields.content ?? '';
      if (content.length > CMS_CONTENT_MAX_CHARS) return fileProblem.invalid('content', cmsMessages.contentTooLong);
      const stored = await ctx.legacy.cms.savePage(slug, body);
      if (!stored.ok) refuse(stored.failure);
      const saved = await savedWithNewImages(ctx, slug, content);
      return reply(200, { __typename: 'PageContent', page, ...saved, fileInProcess: null, message: cmsMessages.saved });
    },
  }),
);

/** The content with its `new-image:n` addresses swapped for the images' own, saved; the page's images then are exactly the content's. */
async function savedWithNewImages(ctx: Context, slug: CmsPageSlug, content: string) {
  const kept = new Set(cmsImageIdsOf(content));
  const added = dataOf(await ctx.legacy.cms.pageContent(slug)).images.filter((id) => !kept.has(id));
  const newImages = added.map((id) => ({ id, url: cmsImagePath(id) }));
  const final = withNewImageAddresses(content, newImages.map((image) => image.url));
  const answer = await ctx.legacy.cms.saveContent(slug, final);
  if (!answer.ok) refuse(answer.failure);
  return { content: final, images: answer.data.images, newImages };
}

const imageNotFound = () => ({ ok: false as const, reply: reply(404, problem('ProductNotFound')) });

/**
 * `GET /files/cms-images/:id`: a page image, for everyone. Served as an attachment with nosniff (the route's
 * rule), so an image that is not one is never rendered as a page of this site; `<img>` shows it all the same.
 */
const image = downloadRoute({
  path: '/cms-images/:id',
  policy: OPEN,
  // A page's pictures, loaded by every visitor's browser with the page: like the page itself, not budgeted work.
  cost: 0,
  defaultName: 'obraz.png',
  async fetch(ctx, req) {
    const id = String(req.params.id);
    if (!/^\d+$/.test(id)) return imageNotFound();
    const answer = await ctx.legacy.cms.image(id);
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'notFound':
        return imageNotFound();
      default:
        return assertNever(kind);
    }
  },
});

export const cmsFileRoutes = [...imageUploads, ...pageSaves, image];
