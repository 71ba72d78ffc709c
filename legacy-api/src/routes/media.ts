import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context.js';
import { productPictureFacts } from '../domain/products.js';
import { detail, methodNotAllowed } from '../http/errors.js';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function initials(text: string): string {
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (words.slice(0, 2).map((w) => w[0]).join('') || '?').toUpperCase();
}

/** A placeholder packshot: a coloured box with the product's initials, name and brand. */
export function productSvg(gtin: string, name: string, brand: string): string {
  const hue = parseInt(createHash('sha1').update(gtin).digest('hex').slice(0, 4), 16) % 360;
  const title = escapeXml(name.length > 34 ? `${name.slice(0, 33)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${title}">
<rect width="400" height="400" fill="hsl(${hue} 30% 94%)"/>
<rect x="70" y="50" width="260" height="230" rx="24" fill="hsl(${hue} 55% 45%)"/>
<text x="200" y="195" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="200" y="325" font-family="sans-serif" font-size="20" fill="#333" text-anchor="middle">${title}</text>
<text x="200" y="355" font-family="sans-serif" font-size="16" fill="#666" text-anchor="middle">${escapeXml(brand)}</text>
</svg>`;
}

/** GET /media/products/{gtin14}.svg: the pictures imageUrls point to, so the web app shows one offline. */
export function mediaRoutes(ctx: AppContext): Router {
  const router = Router();
  router
    .route('/media/products/:file')
    .get(ctx.track, (req, res) => {
      const match = /^(\d{14})\.svg$/.exec(String(req.params.file));
      const facts = match?.[1] ? productPictureFacts(ctx.db, match[1]) : null;
      if (!match?.[1] || !facts) throw detail(404, 'Not found.');
      const svg = productSvg(match[1], facts.name ?? match[1], facts.brand ?? '');
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
      res.set({ 'Cache-Control': 'public, max-age=86400', ETag: etag });
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.type('image/svg+xml').send(svg);
    })
    .all(methodNotAllowed);
  return router;
}
