import { request, type ClientRequest } from 'node:http';

/** An upload the test drives byte by byte, as a slow or cancelling browser would. */
export interface ManualUpload {
  /** Sends `bytes` more of the file's content (GTIN lines). */
  send(bytes: number): Promise<void>;
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
  return {
    async send(bytes) {
      const content = Buffer.from(line.repeat(Math.ceil(bytes / line.length))).subarray(0, bytes);
      await new Promise<void>((resolve) => (req.write(content) ? resolve() : req.once('drain', resolve)));
    },
    cancel: () => req.destroy(),
    answer,
  };
}
