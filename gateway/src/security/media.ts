import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';
import { observeCall } from '../observability/upstream';
import type { Redis } from '../redis';
import { MEDIA_CSP } from './headers';
import type { MediaLinks } from './links';
import { limiter } from '../budgets';

/** Picture types the gateway passes on; anything else from upstream is not shown. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml']);
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How long the gateway keeps a picture (or the upstream's "no such picture") before asking again. */
const KEEP_MS = 10 * 60_000;

/** What the upstream said about one picture: the picture, none, or nothing usable (not kept: asked again next time). */
type Picture = { kind: 'image'; body: Buffer; type: string; etag: string } | { kind: 'missing' } | { kind: 'failed' };

/**
 * Product pictures from upstream (`MediaLinks`), kept in this instance's memory (MEDIA_CACHE_MB, least recently used
 * go first) so a popular picture costs the upstream one call per period, not one per view. Concurrent first views
 * share one call.
 */
class PictureCache {
  private readonly kept: LRUCache<string, Picture & { kind: 'image' | 'missing' }>;
  private readonly loading = new Map<string, Promise<Picture>>();

  constructor(
    cacheBytes: number,
    private readonly timeoutMs: number,
  ) {
    this.kept = new LRUCache({
      maxSize: Math.max(cacheBytes, 1),
      maxEntrySize: Math.max(cacheBytes / 8, 1),
      sizeCalculation: (picture) => (picture.kind === 'image' ? picture.body.length || 1 : 1),
      ttl: KEEP_MS,
    });
  }

  get(url: string, log: Logger): Promise<Picture> {
    const kept = this.kept.get(url);
    if (kept) return Promise.resolve(kept);
    let pending = this.loading.get(url);
    if (!pending) {
      pending = this.fetch(url, log).finally(() => this.loading.delete(url));
      this.loading.set(url, pending);
    }
    return pending;
  }

  private async fetch(url: string, log: Logger): Promise<Picture> {
    const headers: Record<string, string> = { accept: [...IMAGE_TYPES].join(', ') };
    const done = observeCall('media', 'GET', new URL(url).pathname, headers, undefined);
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      done((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
      log.warn({ cause: (error as Error).name }, 'media: upstream unreachable');
      return { kind: 'failed' };
    }
    done(upstream.status);
    const type = upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(upstream.headers.get('content-length') ?? 0);
    if (upstream.status === 404) {
      await upstream.body?.cancel();
      this.kept.set(url, { kind: 'missing' });
      return { kind: 'missing' };
    }
    if (!upstream.ok || !upstream.body || !IMAGE_TYPES.has(type) || length > MAX_IMAGE_BYTES) {
      await upstream.body?.cancel();
      log.warn({ status: upstream.status, type, length }, 'media: upstream answer refused');
      return { kind: 'failed' };
    }
    const body = await readCapped(upstream.body);
    if (!body) {
      log.warn('media: picture larger than allowed, or cut');
      return { kind: 'failed' };
    }
    const etag = upstream.headers.get('etag') ?? `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const picture = { kind: 'image' as const, body, type, etag };
    this.kept.set(url, picture);
    return picture;
  }
}

/** The body, or null when it is larger than MAX_IMAGE_BYTES or breaks off. */
async function readCapped(body: ReadableStream<Uint8Array>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (bytes > MAX_IMAGE_BYTES) {
        await body.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(Buffer.from(chunk));
    }
  } catch {
    return null;
  }
  return Buffer.concat(chunks);
}

/**
 * `GET /media/{signature}{path}`: a product picture the gateway handed out (`MediaLinks`), from the gateway's cache or
 * upstream, with an allowed image type, a day of public caching, an ETag (304 when the browser has it) and a
 * sandboxing CSP. Each address has a budget of pictures (RATE_LIMIT_MEDIA; 429 past it). Missing or refused pictures
 * answer a JSON 404; an upstream that fails or sends something else, a 502.
 */
export function mediaRoute(links: MediaLinks, config: Config, redis: Redis | null) {
  const pictures = new PictureCache(config.media.cacheBytes, config.legacyTimeoutMs);
  const budget: RateLimiterAbstract = limiter('media', config.media.rate, redis);
  return async (req: Request, res: Response) => {
    const upstreamUrl = links.resolve(req.originalUrl);
    if (!upstreamUrl) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    try {
      await budget.consume(req.ip ?? 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      metrics.rateLimitRefusals.inc({ budget: 'media' });
      res.status(429).setHeader('retry-after', String(Math.ceil(error.msBeforeNext / 1000)));
      res.json({ error: 'too many requests', resetsAt: new Date(Date.now() + error.msBeforeNext).toISOString() });
      return;
    }
    const picture = await pictures.get(upstreamUrl, req.log);
    if (picture.kind === 'missing') {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (picture.kind === 'failed') {
      res.status(502).json({ error: 'Picture unavailable' });
      return;
    }
    res.setHeader('content-security-policy', MEDIA_CSP);
    res.setHeader('cache-control', 'public, max-age=86400');
    res.setHeader('etag', picture.etag);
    if (req.get('if-none-match')?.split(/\s*,\s*/).includes(picture.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type(picture.type).send(picture.body);
  };
}
