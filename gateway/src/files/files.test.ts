import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/**
 * The file routes over real HTTP: a browser-like client → the gateway → the stand-in (with Django's CSRF check on).
 * Verification is the route under test; the mechanism (streaming, limits, signatures, session, CSRF, downloads) is
 * the same for every domain's routes.
 */
describe('files through the gateway', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true', VERIFICATION_DELAY_MS: '1500' } });
  let member: Browser;

  beforeAll(async () => {
    member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
  });

  const FILES = /* GraphQL */ `
    { verificationFiles { __typename ... on VerificationFileList { fileInProcess files { id fileName status userEmail comment downloadUrl } } } }
  `;
  type Listed = { id: string; fileName: string; status: string; userEmail: string; comment: string | null; downloadUrl: string | null };
  const files = async () => {
    const res = await member.gql<{ verificationFiles: { fileInProcess: boolean; files: Listed[] } }>(FILES);
    return res.body.data!.verificationFiles;
  };

  const CSV = Buffer.from('GTIN\n5901234123457\n5901234123464\n');
  const XLSX_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

  async function upload(name: string, content: Buffer | AsyncIterable<Buffer>, options: { size?: number; headers?: Record<string, string>; cookie?: string | null; description?: string } = {}) {
    const body = multipart([{ name: 'description', value: options.description ?? 'z testu' }, { name: 'file', filename: name, content, size: options.size }]);
    const res = await fetch(`${stack.gateway.url}/files/verification`, {
      method: 'POST',
      headers: {
        'content-type': body.contentType,
        'content-length': String(body.length),
        'x-requested-with': 'XMLHttpRequest',
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? member.cookie! }),
        ...options.headers,
      },
      body: ReadableStream.from(body.chunks),
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
  }

  function waitFor(id: string, status: string) {
    return vi.waitFor(
      async () => {
        const file = (await files()).files.find((f) => f.id === id);
        if (file?.status !== status) throw new Error(`file ${id} is ${file?.status}, not ${status}`);
        return file;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  it('streams a csv to the API, which verifies it; the result downloads with a safe name and no caching', async () => {
    const sent = await upload('próbka żółć.csv', CSV, { description: 'Cennik' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      __typename: 'VerificationFile', fileName: 'próbka żółć.csv', status: 'NEW', comment: 'Cennik', userEmail: 'firma@demo.test',
      message: 'Plik został przesłany do weryfikacji. Powiadomimy Cię e-mailem, gdy wynik będzie gotowy.',
    });
    const id = String(sent.json.id);
    expect((await files()).fileInProcess).toBe(true);

    // One file at a time: a second upload while the first is processed is refused with the spec's meaning.
    const second = await upload('drugi.csv', CSV);
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ __typename: 'FileInProcess', code: 'FILE_IN_PROCESS', message: expect.stringContaining('przetwarzany'), field: null });

    const ready = await waitFor(id, 'READY');
    expect(ready.downloadUrl).toBe(`/files/verification/${id}`);
    const res = await fetch(`${stack.gateway.url}${ready.downloadUrl}`, { headers: { cookie: member.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An ASCII fallback for old clients and the UTF-8 name (RFC 6266/5987) for the rest.
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pr?bka ????_wynik.xlsx"; filename*=UTF-8''pr%C3%B3bka%20%C5%BC%C3%B3%C5%82%C4%87_wynik.xlsx`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 4)]).toEqual([...XLSX_HEAD]);
  });

  it("answers the API's failure to take a file as the spec's typed UploadFailed, keeping nothing", async () => {
    await stack.legacy.dev('/faults', { errorRate: { '/api/v1/repository/': 1 } });
    try {
      const sent = await upload('awaria.csv', CSV);
      expect(sent.status).toBe(502);
      expect(sent.json).toEqual({ __typename: 'UploadFailed', code: 'UPLOAD_FAILED', message: 'Błąd podczas wysyłania pliku, prosimy spróbować później', field: ['file'] });
    } finally {
      await stack.legacy.dev('/faults', undefined, 'DELETE');
    }
    expect((await files()).files.map((f) => f.fileName)).not.toContain('awaria.csv');
  });

  it('answers a failed download with the problem (an expired result: Link wygasł)', async () => {
    const expired = (await files()).files.find((f) => f.fileName === 'produkty_2024_archiwum.xlsx')!;
    expect(expired.downloadUrl).toBeNull();
    const res = await fetch(`${stack.gateway.url}/files/verification/${expired.id}`, { headers: { cookie: member.cookie! } });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ __typename: 'LinkExpired', code: 'LINK_EXPIRED', message: 'Link wygasł', field: null });
    const unknown = await fetch(`${stack.gateway.url}/files/verification/999999`, { headers: { cookie: member.cookie! } });
    expect(await unknown.json()).toMatchObject({ __typename: 'FileNotFound', message: 'Nie znaleziono' });
  });

  describe('refusals leave nothing behind at the API', () => {
    let before: number;
    beforeAll(async () => {
      before = (await files()).files.length;
    });
    afterAll(async () => {
      expect((await files()).files.length).toBe(before);
    });

    it('a binary file renamed to .csv', async () => {
      const res = await upload('produkty.csv', Buffer.from([0x47, 0x54, 0x49, 0x4e, 0x00, 0x01, 0x02, 0xff]));
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ __typename: 'FileTypeNotAllowed', code: 'FILE_TYPE_NOT_ALLOWED', message: 'Niewłaściwy format pliku', field: ['file'] });
    });

    it('a NUL byte deep inside a large csv, found as it streams', async () => {
      const size = 3_000_000;
      const res = await upload('duzy.csv', lines(size, size - 10), { size });
      expect(res.status).toBe(415);
    });

    it('an .xlsx that is not a ZIP, and an extension the form does not take', async () => {
      expect((await upload('produkty.xlsx', CSV)).json).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
      expect((await upload('produkty.txt', CSV)).json).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    });

    it('a file over 50 000 000 bytes: refused while it streams, the API request cut', async () => {
      const size = 50_000_001;
      const res = await upload('duzy.csv', lines(size), { size });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ __typename: 'FileTooLarge', code: 'FILE_TOO_LARGE', message: 'Plik jest zbyt duży – limit 50MB', field: ['file'], maxBytes: 50_000_000 });
    });

    it('a body announced larger than the limit, before a byte is read', async () => {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const url = new URL(`${stack.gateway.url}/files/verification`);
        const req = request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 60_000_000, 'x-requested-with': 'XMLHttpRequest', cookie: member.cookie! },
        });
        req.on('response', (res) => {
          resolve(res.statusCode);
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders();
      });
      expect(status).toBe(413);
    });

    it('without the CSRF header, without a session, without a file, with a part the route does not take', async () => {
      expect((await upload('a.csv', CSV, { headers: { 'x-requested-with': '' } })).status).toBe(403);
      const anonymous = await upload('a.csv', CSV, { cookie: null });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({ __typename: 'LoginRequired', code: 'LOGIN_REQUIRED' });
      const noFile = multipart([{ name: 'description', value: 'bez pliku' }]);
      const res = await fetch(`${stack.gateway.url}/files/verification`, {
        method: 'POST',
        headers: { 'content-type': noFile.contentType, 'x-requested-with': 'XMLHttpRequest', cookie: member.cookie! },
        body: await collect(noFile.chunks),
      });
      expect(await res.json()).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['file'], message: 'Pole wymagane' }] });
      const stray = multipart([{ name: 'other', filename: 'a.csv', content: CSV }]);
      const strayRes = await fetch(`${stack.gateway.url}/files/verification`, {
        method: 'POST',
        headers: { 'content-type': stray.contentType, 'x-requested-with': 'XMLHttpRequest', cookie: member.cookie! },
        body: await collect(stray.chunks),
      });
      expect(strayRes.status).toBe(400);
    });

    it('a browser that goes away mid-upload', async () => {
      const size = 20_000_000;
      const body = multipart([{ name: 'file', filename: 'przerwany.csv', content: lines(size), size }]);
      await new Promise<void>((resolve) => {
        const url = new URL(`${stack.gateway.url}/files/verification`);
        const req = request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': body.contentType, 'content-length': body.length, 'x-requested-with': 'XMLHttpRequest', cookie: member.cookie! },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        (async () => {
          let sent = 0;
          for await (const chunk of body.chunks) {
            if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
            sent += chunk.length;
            if (sent > size / 2) break;
          }
          req.destroy();
        })();
      });
      await expect.poll(() => stack.gateway.logs.join('')).toContain('upload cut by the browser');
    });
  });
});

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer | AsyncIterable<Buffer>; size?: number };

/** A multipart body as a stream of chunks with its exact length (large files are generated, never held). */
function multipart(parts: Part[]) {
  const boundary = `----gateway-test-${Math.random().toString(16).slice(2)}`;
  const heads = parts.map((part) =>
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    heads.reduce((sum, head) => sum + head.length, 0) +
    parts.reduce((sum, part) => sum + ('value' in part ? 0 : (part.size ?? (part.content as Buffer).length) + 2), 0) +
    tail.length;
  async function* chunks() {
    for (const [i, part] of parts.entries()) {
      yield heads[i]!;
      if ('value' in part) continue;
      if (Buffer.isBuffer(part.content)) yield part.content;
      else yield* part.content;
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, chunks: chunks() };
}

/** `size` bytes of GTIN lines, generated 64 KiB at a time; with `nulAt`, one NUL byte there. */
async function* lines(size: number, nulAt?: number): AsyncGenerator<Buffer> {
  const line = '5901234123457\n';
  const block = Buffer.from(line.repeat(Math.ceil(65_536 / line.length)));
  for (let offset = 0; offset < size; offset += block.length) {
    const chunk = Buffer.from(block.subarray(0, Math.min(block.length, size - offset)));
    if (nulAt !== undefined && nulAt >= offset && nulAt < offset + chunk.length) chunk[nulAt - offset] = 0;
    yield chunk;
  }
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}
