import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.js';

export const CMS_SLUGS = ['home-page', 'how-it-works', 'verify-data'] as const;
export const CMS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface PageContentRow {
  id: number;
  slug: string;
  content: string;
  images: string;
  updated_at: string;
}

export interface CmsImageRow {
  id: number;
  slug: string;
  original_name: string;
  mime_type: string;
  stored_name: string;
  size: number;
  created_at: string;
}

export const findPage = (db: Db, slug: string) => db.get<PageContentRow>('SELECT * FROM page_contents WHERE slug = ?', [slug]);

export const serializePage = (row: PageContentRow) => ({ id: Number(row.id), slug: row.slug, content: row.content, images: JSON.parse(row.images) as number[] });

export const cmsImagesDir = (dataDir: string) => path.join(dataDir, 'cms-images');
export const cmsImageUrl = (base: string, id: number) => `${base}/api/v1/cms/images/${id}`;

/** The image type from the file's first bytes (the client's content type is not trusted): png, jpeg, gif, webp or svg. */
export function sniffImage(data: Buffer): { mime: string; ext: string } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return { mime: 'image/gif', ext: 'gif' };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  const head = data.subarray(0, 512).toString('utf8').trimStart();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** Stores one image file under <dataDir>/cms-images/ (temp file + rename) and its row; returns the id. */
export function storeImage(db: Db, dataDir: string, slug: string, file: { originalname: string; buffer: Buffer }, kind: { mime: string; ext: string }): number {
  db.run('INSERT INTO cms_images (slug, original_name, mime_type, stored_name, size, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    slug,
    file.originalname,
    kind.mime,
    '',
    file.buffer.length,
    new Date().toISOString(),
  ]);
  const id = db.lastInsertId();
  const storedName = `${id}.${kind.ext}`;
  const dir = cmsImagesDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `${storedName}.tmp`);
  writeFileSync(tmp, file.buffer);
  renameSync(tmp, path.join(dir, storedName));
  db.run('UPDATE cms_images SET stored_name = ? WHERE id = ?', [storedName, id]);
  return id;
}

export function readImage(db: Db, dataDir: string, id: string): { row: CmsImageRow; data: Buffer } | null {
  if (!/^\d+$/.test(id)) return null;
  const row = db.get<CmsImageRow>('SELECT * FROM cms_images WHERE id = ?', [id]);
  const full = row?.stored_name ? path.join(cmsImagesDir(dataDir), row.stored_name) : null;
  if (!row || !full || !existsSync(full)) return null;
  return { row, data: readFileSync(full) };
}

export function savePage(db: Db, slug: string, content: string, images: number[]): void {
  db.run('UPDATE page_contents SET content = ?, images = ?, updated_at = ? WHERE slug = ?', [content, JSON.stringify(images), new Date().toISOString(), slug]);
}
