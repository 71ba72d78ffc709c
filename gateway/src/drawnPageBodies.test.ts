import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnPageBodies } from './drawnPageBodies';

/** A drawn page as a browser asks for it (raw bytes, its own Accept-Encoding), over real HTTP. */
function get(url: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('drawn pages, compressed once per page', () => {
  const page = `<!doctype html><html><body>${'<p>Pierogi ruskie 450 g, żółć</p>'.repeat(500)}</body></html>`;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const send = drawnPageBodies(64 * 1024);
    const app = express();
    app.get('/page', (req, res) => send(req, res, page));
    app.get('/nonce', (req, res) => send(req, res, page.replace('<html>', '<html data-nonce="x">'), { keep: false }));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers in the encoding the browser takes best, the same page every time, and says it varies by it', async () => {
    for (let i = 0; i < 2; i++) {
      const br = await get(`${url}/page`, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
      expect(br.body.length).toBeLessThan(page.length / 10);
    }
    const gzip = await get(`${url}/page`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get(`${url}/page`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('a page made for one request alone is compressed too', async () => {
    const res = await get(`${url}/nonce`, 'br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('data-nonce="x"');
  });
});
