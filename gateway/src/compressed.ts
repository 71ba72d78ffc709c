import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A body made per request, compressed as the browser accepts: brotli at a quality that costs about a millisecond for
 * a page (the build's files are compressed ahead, at the highest), else gzip, else as is.
 */
export function sendCompressed(req: Request, res: Response, type: string, body: string): void {
  res.type(type).vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    res.setHeader('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('content-encoding', 'gzip').send(gzipSync(body));
  } else {
    res.send(body);
  }
}
