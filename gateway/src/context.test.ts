import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { requestDeadline } from './context';

/** Serves one request, answering after `answerAfterMs`, and gives the deadline that request had. */
async function deadlineOfOneRequest(deadlineMs: number, answerAfterMs: number): Promise<AbortSignal> {
  let signal: AbortSignal | undefined;
  const server = createServer((_req, res) => {
    signal = requestDeadline(res as Response, deadlineMs);
    setTimeout(() => res.end('ok'), answerAfterMs);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
    return signal!;
  } finally {
    server.close();
  }
}

describe('requestDeadline', () => {
  it('aborts a request still running when its time is up, with a TimeoutError as AbortSignal.timeout does', async () => {
    const signal = await deadlineOfOneRequest(30, 120);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('lets go of an answered request: its deadline never fires afterwards', async () => {
    const signal = await deadlineOfOneRequest(60, 0);
    await sleep(150);
    expect(signal.aborted).toBe(false);
  });
});
