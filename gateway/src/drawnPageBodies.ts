import zlib from 'node:zlib';
import type { Request, Response } from 'express';

const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/**
 * Sends a drawn page in the encoding the browser takes best (brotli, gzip, or none). The web's server entry hands back
 * the same page (the same string) for the same answer, so its compressed bytes are kept beside it, per encoding:
 * compressing a card page costs about a fifth of what drawing it did. Bounded by the bytes kept; the oldest go first.
 */
export function drawnPageBodies(maxBytes = 4 * 1024 * 1024) {
  const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();
  let bytes = 0;

  function compress(html: string, encoding: Encoding, keep: boolean): Buffer {
    const bodies = kept.get(html);
    const known = bodies?.[encoding];
    if (known) return known;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : zlib.gzipSync(html);
    if (!keep) return body;
    kept.set(html, { ...bodies, [encoding]: body });
    bytes += body.length;
    for (const [oldest, { br, gzip }] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= (br?.length ?? 0) + (gzip?.length ?? 0);
    }
    return body;
  }

  /** `keep: false` for a page made for this request alone (with its nonce): it is never sent again. */
  return function send(req: Request, res: Response, html: string, { keep = true } = {}): void {
    res.vary('Accept-Encoding').type('html');
    // Brotli whenever it is accepted: browsers list gzip first at the same weight, yet brotli's page is smaller.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) return void res.send(html);
    res.setHeader('content-encoding', encoding);
    res.send(compress(html, encoding, keep));
  };
}
