import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, stackForTests, type GatewayUnderTest } from '../test/harness';
import { startUpload } from '../test/uploads';
import type { UpstreamProxy } from '../test/upstream-proxy';

const UPLOADS = '/api/v1/repository/';

/**
 * Issue 29: uploads one person can hold open, and file names that lie about themselves. Real processes: the stand-in
 * (behind a proxy that shows which of its requests are open) and the gateway, whose pace window is 800 ms here.
 */
describe('uploads under control (issue 29)', () => {
  const stack = stackForTests({
    proxy: true,
    legacyEnv: { VERIFICATION_DELAY_MS: '100' },
    gatewayEnv: { UPLOADS_PER_USER: '2', UPLOAD_IDLE_TIMEOUT_MS: '800', UPLOAD_MIN_BYTES_PER_SECOND: '1000' },
  });
  let proxy: UpstreamProxy;
  let gateway: GatewayUnderTest;
  let member: Browser;

  beforeAll(async () => {
    ({ proxy, gateway } = stack);
    member = new Browser(gateway.url);
    await member.login('firma@demo.test');
  });

  it('row 8 (medium): a member trickling 20 uploads holds at most 2 upstream requests, each cut once it is too slow', async () => {
    const uploads = Array.from({ length: 20 }, (_, i) => startUpload(gateway.url, '/files/verification', member.cookie, `wolny-${i}.csv`));
    let trickling = true;
    const trickle = (async () => {
      // 14 bytes every 100 ms: 140 B/s, well under the minimum of 1 000 B/s.
      while (trickling) {
        await Promise.all(uploads.map((upload) => upload.send(14).catch(() => undefined)));
        await sleep(100);
      }
    })();
    try {
      await sleep(500);
      expect(proxy.open(UPLOADS)).toBeLessThanOrEqual(2);
      const answers = await Promise.all(uploads.map((upload) => Promise.race([upload.answer, sleep(4_000).then(() => 'still open')])));
      const refused = answers.filter((a) => typeof a === 'object' && a?.status === 429);
      const cut = answers.filter((a) => typeof a === 'object' && a?.status === 408);
      expect(refused).toHaveLength(18);
      expect(refused[0]).toMatchObject({ json: { __typename: 'UploadsInProgress', code: 'UPLOADS_IN_PROGRESS', limit: 2 } });
      expect(cut).toHaveLength(2);
      expect(cut[0]).toMatchObject({ json: { __typename: 'UploadTooSlow', code: 'UPLOAD_TOO_SLOW', message: expect.stringContaining('zbyt wolno') } });
      await sleep(100);
      expect(proxy.open(UPLOADS)).toBe(0);
    } finally {
      trickling = false;
      await trickle;
      for (const upload of uploads) upload.cancel();
    }
    // The slots are free again: the member's next upload at a normal pace goes through.
    const next = startUpload(gateway.url, '/files/verification', member.cookie, 'szybki.csv', 28);
    await next.finish();
    expect((await next.answer)?.status).toBe(201);
  });

  it('row 11 (low): bidi overrides and control characters are removed from the file names shown and downloaded', async () => {
    // One file of a company is verified at a time: the previous test's must be done.
    const inProcess = async () => (await member.gql<{ verificationFiles: { fileInProcess: boolean } }>(`{ verificationFiles { ... on VerificationFileList { fileInProcess } } }`)).body.data!.verificationFiles.fileInProcess;
    await expect.poll(inProcess, { timeout: 5_000, interval: 100 }).toBe(false);
    // Shown as "raportvsc.txt": the right-to-left override turns the real extension around.
    const sent = startUpload(gateway.url, '/files/verification', member.cookie, 'raport\u202Etxt\u200B.csv', 28);
    await sent.finish();
    const answer = await sent.answer;
    expect(answer?.status).toBe(201);
    expect(answer?.json.fileName).toBe('raporttxt.csv');

    type Listed = { verificationFiles: { files: { id: string; fileName: string; status: string; downloadUrl: string | null }[] } };
    const list = async () => (await member.gql<Listed>(`{ verificationFiles { ... on VerificationFileList { files { id fileName status downloadUrl } } } }`)).body.data!.verificationFiles.files;
    const names = (await list()).map((file) => file.fileName);
    expect(names).toContain('raporttxt.csv');
    for (const name of names) expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);

    const ready = await vi.waitFor(
      async () => {
        const file = (await list()).find((f) => f.id === answer?.json.id && f.downloadUrl);
        if (!file) throw new Error('the file is not ready yet');
        return file;
      },
      { timeout: 5_000, interval: 100 },
    );
    const download = await fetch(`${gateway.url}${ready.downloadUrl}`, { headers: { cookie: member.cookie! } });
    expect(download.status).toBe(200);
    const disposition = decodeURIComponent(download.headers.get('content-disposition') ?? '');
    expect(disposition).toMatch(/raport/);
    expect(disposition).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    await download.arrayBuffer();
  });
});
