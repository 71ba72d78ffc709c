import { CMS_IMAGE_MAX_BYTES, CMS_PAGES, cmsMessages } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import { accessReply, requirePermission } from '../resolvers/access';
import { cmsImageUrl } from '../resolvers/cms';
import { problem } from '../resolvers/problems';
import { downloadRoute, uploadRoute } from './routes';
import { fileProblem, refuse } from './replies';

/**
 * `POST /files/cms-image/{page}` (`cms`): one image for a page's content, multipart `image` (PNG, JPEG, GIF or
 * WebP by its bytes, ≤ 5 MB; no SVG, which could carry script). Answers `{__typename: 'CmsImage', id, url}`; the
 * editor puts `url` in the content. One route per page: the page is the API's path, not a form field.
 */
const imageUploads = CMS_PAGES.map(({ slug }) =>
  uploadRoute({
    path: `/cms-image/${slug}`,
    rule: {
      fileFields: ['image'],
      textFields: [],
      maxBytes: CMS_IMAGE_MAX_BYTES,
      kinds: ['png', 'jpeg', 'gif', 'webp'],
      messages: { tooLarge: cmsMessages.imageTooLarge, badFormat: cmsMessages.imageType },
    },
    async send(ctx, { body }) {
      const access = await requirePermission(ctx, 'cms');
      if (!access.ok) return accessReply(access.problem);
      const answer = await ctx.legacy.cms.uploadImage(slug, body);
      if (answer.ok) return { status: 201, body: { __typename: 'CmsImage', id: answer.data.id, url: cmsImageUrl(answer.data.id) } };
      const { failure } = answer;
      switch (failure.kind) {
        case 'invalid':
          return refuse(400, problem.validationFailed(failure.problems));
        case 'denied':
          return fileProblem.permissionDenied('cms');
        case 'sessionExpired':
          return fileProblem.sessionExpired();
        default:
          return assertNever(failure);
      }
    },
  }),
);

/**
 * `GET /files/cms-images/:id`: a page image, for everyone. Served as an attachment with nosniff (the route's
 * rule), so an image that is not one is never rendered as a page of this site; `<img>` shows it all the same.
 */
const image = downloadRoute({
  path: '/cms-images/:id',
  defaultName: 'obraz.png',
  anonymous: true,
  async fetch(ctx, req) {
    const id = String(req.params.id);
    if (!/^\d+$/.test(id)) return { ok: false, reply: refuse(404, problem.notFound()) };
    const answer = await ctx.legacy.cms.image(id);
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = answer.failure;
    switch (kind) {
      case 'notFound':
        return { ok: false, reply: refuse(404, problem.notFound()) };
      default:
        return assertNever(kind);
    }
  },
});

export const cmsFileRoutes = [...imageUploads, image];
