import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './appServer';

describe('createAppServer', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(app: express.Express) {
    const server = createAppServer(app).listen(0, '127.0.0.1');
    close = () => server.close();
    await new Promise((resolve) => server.once('listening', resolve));
    const made: { req?: object; res?: object } = {};
    // Before Express sees them: the prototypes the server itself made them with.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => Object.assign(made, { req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) }));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, made };
  }

  it('makes each request and response with the app’s prototypes, so Express has none to swap', async () => {
    const app = express();
    app.post('/', (_req, res) => void res.end());
    const { url, made } = await serve(app);
    await fetch(url, { method: 'POST' });
    expect(made.req).toBe(app.request);
    expect(made.res).toBe(app.response);
  });

  it('serves the app as `app.listen` would: its settings, body parsing, request and response helpers, keep-alive', async () => {
    const app = express().set('trust proxy', 'loopback');
    app.post('/echo', express.json(), (req, res) => void res.status(201).json({ protocol: req.protocol, ip: req.ip, body: req.body as unknown, accepts: req.accepts('json') }));
    const { url } = await serve(app);
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ n: i }),
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ protocol: 'https', ip: '203.0.113.9', body: { n: i }, accepts: 'json' });
    }
  });
});
