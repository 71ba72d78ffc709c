import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { authenticate, type AppContext } from '../context.js';
import { requireAnyPermission } from '../domain/access.js';
import { CMS_IMAGE_MAX_BYTES, CMS_SLUGS, cmsImageUrl, findPage, readImage, savePage, serializePage, sniffImage, storeImage } from '../domain/cms.js';
import { fileInProcess } from '../domain/verification/processing.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { publicBase } from '../http/request.js';
import { activeMembership } from './products.js';

export const CMS_MESSAGES = {
  notImage: 'Prześlij poprawny plik graficzny. Przesłany plik albo nie jest grafiką lub jest uszkodzony.',
  tooLarge: 'Plik jest za duży (maksymalnie 5 MB).',
  noFile: 'Nie przesłano pliku.',
  unknownImages: 'Nieznane obrazy: {ids}',
} as const;

/** Multipart field names holding new image files on a page save. */
const NEW_IMAGE_FIELDS = new Set(['file', 'file[]', 'files', 'files[]', 'images', 'images[]', 'newImages', 'newImages[]']);

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: CMS_IMAGE_MAX_BYTES, files: 20, fields: 50, fieldSize: 2 * 1024 * 1024 } }).any();

/** Parses a multipart body (files in memory); multer's limits become DRF-style 400s. */
function parseMultipart(req: Request, res: Response): Promise<Express.Multer.File[]> {
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        reject(fieldErrors({ [err.field ?? 'file']: [err.code === 'LIMIT_FILE_SIZE' ? CMS_MESSAGES.tooLarge : err.message] }));
      } else if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(Array.isArray(req.files) ? req.files : []);
    });
  });
}

function pageSlug(req: Request): (typeof CMS_SLUGS)[number] {
  const slug = String(req.params.page);
  if (!(CMS_SLUGS as readonly string[]).includes(slug)) throw detail(404, MESSAGES.notFound);
  return slug as (typeof CMS_SLUGS)[number];
}

/** Validated image files of a request (each must really be an image), with their sniffed type. */
function imagesOf(files: Express.Multer.File[], fields: (name: string) => boolean) {
  return files
    .filter((f) => fields(f.fieldname))
    .map((f) => {
      const kind = sniffImage(f.buffer);
      if (!kind) throw fieldErrors({ [f.fieldname.replace(/\[\]$/, '')]: [CMS_MESSAGES.notImage] });
      return { file: f, kind };
    });
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(idsOf) : typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** Page content (admin-side §2 page content editors, §7): public read, cms-permission save, images under <dataDir>/cms-images/. */
export function cmsRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/cms/page_content/:page/')
    .get(ctx.track, async (req, res) => {
      const slug = pageSlug(req);
      const user = await authenticate(ctx, req);
      const membership = user ? activeMembership(ctx, req, user) : null;
      const page = findPage(ctx.db, slug);
      if (!page) throw detail(404, MESSAGES.notFound);
      const body = serializePage(page);
      res.json(slug === 'verify-data' ? { ...body, fileInProcess: membership ? fileInProcess(ctx, membership.company_id) : false } : body);
    })
    .post(ctx.track, async (req, res) => {
      const slug = pageSlug(req);
      await requireAnyPermission(ctx, req, ['cms']);
      const files = await parseMultipart(req, res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const content = body.content;
      if (content === undefined || content === null) throw fieldErrors({ content: [MESSAGES.required] });
      if (typeof content !== 'string') throw fieldErrors({ content: [MESSAGES.notString] });
      const fresh = imagesOf(files, (name) => NEW_IMAGE_FIELDS.has(name));
      const current = serializePage(findPage(ctx.db, slug)!).images;
      // `images`/`images[]` as text fields = the ids to keep; without them every current image stays.
      const keptRaw = body.images ?? body['images[]'];
      let kept = current;
      if (keptRaw !== undefined) {
        const ids = idsOf(keptRaw);
        const known = new Set(ctx.db.all<{ id: number }>('SELECT id FROM cms_images').map((r) => String(r.id)));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) throw fieldErrors({ images: [CMS_MESSAGES.unknownImages.replace('{ids}', unknown.join(', '))] });
        kept = ids.map(Number);
      }
      const added = fresh.map(({ file, kind }) => storeImage(ctx.db, ctx.config.dataDir, slug, file, kind));
      savePage(ctx.db, slug, content, [...new Set([...kept, ...added])]);
      res.json(serializePage(findPage(ctx.db, slug)!));
    })
    .all(methodNotAllowed);

  router
    .route('/cms/page_content_image/:page/')
    .post(ctx.track, async (req, res) => {
      const slug = pageSlug(req);
      await requireAnyPermission(ctx, req, ['cms']);
      const files = await parseMultipart(req, res);
      const [image] = imagesOf(files, (name) => name === 'image' || name === 'image[]' || name === 'file');
      if (!image) throw fieldErrors({ image: [CMS_MESSAGES.noFile] });
      const id = storeImage(ctx.db, ctx.config.dataDir, slug, image.file, image.kind);
      const page = serializePage(findPage(ctx.db, slug)!);
      savePage(ctx.db, slug, findPage(ctx.db, slug)!.content, [...page.images, id]);
      res.status(201).json({ id, url: cmsImageUrl(publicBase(req, ctx.config.publicUrl), id) });
    })
    .all(methodNotAllowed);

  router
    .route('/cms/images/:id')
    .get(ctx.track, (req, res) => {
      const image = readImage(ctx.db, ctx.config.dataDir, String(req.params.id));
      if (!image) throw detail(404, MESSAGES.notFound);
      res.set({ 'Cache-Control': 'public, max-age=86400', 'Content-Type': image.row.mime_type, 'X-Content-Type-Options': 'nosniff' });
      if (image.row.mime_type === 'image/svg+xml') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.send(image.data);
    })
    .all(methodNotAllowed);

  return router;
}
