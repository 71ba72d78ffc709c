import { CMS_IMAGE_MAX_BYTES, CMS_PAGES, cmsMessages } from 'schema/validation';
import { OPEN, needs } from '../access/access';
import { refuse, refuseCommon } from '../access/refusal';
import { cmsImageUrl } from '../contract/files';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { reply } from './replies';
import { downloadRoute, uploadRoute } from './routes';

/**
 * `POST /files/cms-image/{page}` (`cms`): one image for a page's content, multipart `image` (PNG, JPEG, GIF or
 * WebP by its bytes, ≤ 5 MB; no SVG, which could carry script). Answers `{__typename: 'CmsImage', id, url}`; the
 * editor puts `url` in the content. One route per page: the page is the API's path, not a form field.
 */
const imageUploads = CMS_PAGES.map(({ slug }) =>
  uploadRoute({
    path: `/cms-image/${slug}`,
    policy: needs('cms'),
    rule: {
      fileFields: ['image'],
      textFields: [],
      maxBytes: CMS_IMAGE_MAX_BYTES,
      kinds: ['png', 'jpeg', 'gif', 'webp'],
      messages: { tooLarge: cmsMessages.imageTooLarge, badFormat: cmsMessages.imageType },
    },
    async send(ctx, { body }) {
      const answer = await ctx.legacy.cms.uploadImage(slug, body);
      return answer.ok ? reply(201, { __typename: 'CmsImage', id: answer.data.id, url: cmsImageUrl(answer.data.id) }) : refuse(answer.failure);
    },
  }),
);

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

export const cmsFileRoutes = [...imageUploads, image];
