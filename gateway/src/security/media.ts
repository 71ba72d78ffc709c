import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { MEDIA_CSP } from './headers';
import type { MediaLinks } from './links';

/** Picture types the gateway passes on; anything else from upstream is not shown. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml']);
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * `GET /media/{signature}{path}`: streams a product picture the gateway handed out (`MediaLinks`) from upstream,
 * with an allowed image type, a day of public caching, the upstream's ETag (304 when it matches) and a sandboxing
 * CSP. Missing or refused pictures answer a JSON 404; an upstream that fails or sends something else, a 502.
 */
export function mediaRoute(links: MediaLinks, timeoutMs: number) {
  return async (req: Request, res: Response) => {
    const log = (req as Request & { log: Logger }).log;
    const upstreamUrl = links.resolve(req.originalUrl);
    if (!upstreamUrl) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const etag = req.get('if-none-match');
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(upstreamUrl, {
        headers: { accept: [...IMAGE_TYPES].join(', '), ...(etag ? { 'if-none-match': etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log.warn({ cause: (error as Error).name }, 'media: upstream unreachable');
      res.status(502).json({ error: 'Picture unavailable' });
      return;
    }
    const type = upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(upstream.headers.get('content-length') ?? 0);
    res.setHeader('content-security-policy', MEDIA_CSP);
    if (upstream.status === 304) {
      res.status(304).setHeader('etag', etag!).end();
      return;
    }
    if (!upstream.ok || !upstream.body || !IMAGE_TYPES.has(type) || length > MAX_IMAGE_BYTES) {
      await upstream.body?.cancel();
      if (upstream.status === 404) res.status(404).json({ error: 'Not found' });
      else {
        log.warn({ status: upstream.status, type, length }, 'media: upstream answer refused');
        res.status(502).json({ error: 'Picture unavailable' });
      }
      return;
    }
    res.status(200).type(type).setHeader('cache-control', 'public, max-age=86400');
    const upstreamEtag = upstream.headers.get('etag');
    if (upstreamEtag) res.setHeader('etag', upstreamEtag);
    let bytes = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > MAX_IMAGE_BYTES ? new Error('picture larger than allowed') : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(upstream.body as WebStream), capped, res);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'media: stream cut');
    }
  };
}
