import { request, type ClientRequest } from 'node:http';

/** An upload the test drives byte by byte, as a slow or cancelling browser would. */
export interface ManualUpload {
  /** Sends `bytes` more of the file's content (GTIN lines). */
  send(bytes: number): Promise<void>;
  /** Sends the rest of the declared size and the closing boundary. */
  finish(): Promise<void>;
  /** The browser goes away: its connection is destroyed mid-body. */
  cancel(): void;
  /** The gateway's answer, or null when the connection ended without one. */
  answer: Promise<{ status: number; json: Record<string, unknown> } | null>;
}

/**
 * Starts a multipart upload of a csv named `name` that claims `size` bytes, to `path` (e.g. `/files/verification`),
 * sending only its headers and the part header until the test calls `send`.
 */
export function startUpload(gatewayUrl: string, path: string, cookie: string | null, name: string, size = 1_000_000): ManualUpload {
  const boundary = `----gateway-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(path, gatewayUrl);
  const req: ClientRequest = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
      'x-requested-with': 'XMLHttpRequest',
      ...(cookie ? { cookie } : {}),
    },
  });
  const answer = new Promise<{ status: number; json: Record<string, unknown> } | null>((resolve) => {
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      res.once('error', () => resolve(null));
    });
    req.once('error', () => resolve(null));
    req.once('close', () => setTimeout(() => resolve(null), 50));
  });
  req.write(head);
  const line = '5901234123457\n';
  let sent = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (req.destroyed || req.writableEnded) return resolve();
      if (req.write(chunk)) resolve();
      else for (const event of ['drain', 'close']) req.once(event, () => resolve());
    });
  const send = async (bytes: number) => {
    sent += bytes;
    await write(Buffer.from(line.repeat(Math.ceil(bytes / line.length) || 1)).subarray(0, bytes));
  };
  return {
    send,
    async finish() {
      if (size > sent) await send(size - sent);
      if (!req.destroyed) req.end(tail);
    },
    cancel: () => req.destroy(),
    answer,
  };
}
