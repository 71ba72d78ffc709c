import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/** The largest file the upload page accepts: 50 000 000 bytes of GTINs, one a line (the last one cut short). */
const FIFTY_MB_CSV = Buffer.alloc(50_000_000, '5901234123457\n5901234123464\n4006381333931\n5901234999991\n');

const FILES = /* GraphQL */ `{ verificationFiles { ... on VerificationFileList { files { id fileName status } } } }`;
const LOOKUP = /* GraphQL */ `{ product(gtin: "5901234123457") { __typename ... on Product { name } } }`;

/**
 * The stand-in processes a 50 MB upload in a worker thread: while it does, other people sign in and look up GTINs as
 * usual (issue 26: a 30 MB CSV used to freeze it for minutes). Real processes: the stand-in and the gateway.
 */
describe('an upstream busy with a 50 MB file', () => {
  const stack = stackForTests({ legacyEnv: { VERIFICATION_DELAY_MS: '200' } });

  it('signs a person in and looks a GTIN up within a second each while the file is processed', async () => {
    const uploader = new Browser(stack.gateway.url);
    await uploader.login('firma@demo.test');
    const form = new FormData();
    form.set('description', 'duży plik');
    form.set('file', new Blob([FIFTY_MB_CSV]), 'duzy.csv');
    const sent = await fetch(`${stack.gateway.url}/files/verification`, { method: 'POST', headers: { cookie: uploader.cookie!, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(sent.status).toBe(201);

    type Listed = { verificationFiles: { files: { fileName: string; status: string }[] } };
    const status = async () => (await uploader.gql<Listed>(FILES)).body.data!.verificationFiles.files.find((f) => f.fileName === 'duzy.csv')?.status;
    await expect.poll(status, { timeout: 5_000, interval: 100 }).toBe('PROCESSING');

    const visitor = new Browser(stack.gateway.url);
    let started = performance.now();
    const login = await visitor.login('pracownik@demo.test');
    const loginMs = performance.now() - started;
    started = performance.now();
    const lookup = await visitor.gql<{ product: { __typename: string; name: string } }>(LOOKUP);
    const lookupMs = performance.now() - started;

    expect(login.body.data).toMatchObject({ login: { __typename: 'Viewer' } });
    expect(lookup.body.data!.product).toEqual({ __typename: 'Product', name: 'Pierogi ruskie 450 g' });
    expect(loginMs).toBeLessThan(1_000);
    expect(lookupMs).toBeLessThan(1_000);
    // Both answers came while the file was still being processed.
    expect(await status()).toBe('PROCESSING');
  });
});
