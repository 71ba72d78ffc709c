import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, startLegacy, type GatewayUnderTest, type Legacy } from '../test/harness';

const guide = readFileSync(path.resolve(import.meta.dirname, '../../../docs/integrators.md'), 'utf8');
/** The guide's code blocks in order: the commands an integrator copies and the answers it promises. */
const blocks = [...guide.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang: lang!, body: body!.trim() }));
const commands = blocks.filter((b) => b.lang === 'sh').map((b) => b.body);
const answers = blocks.filter((b) => b.lang === 'json').map((b) => JSON.parse(b.body) as unknown);

/**
 * docs/integrators.md, followed literally: its shell commands run as written (curl, with `API`, `GATEWAY` and
 * `ACCESS` set as the guide says) against the stand-in and a gateway, and their answers are the guide's.
 */
describe('the integrator guide', () => {
  let legacy: Legacy;
  let gateway: GatewayUnderTest;
  const env: Record<string, string> = {};
  const run = async (command: string) => JSON.parse((await promisify(execFile)('bash', ['-c', command], { env: { ...process.env, ...env } })).stdout) as unknown;

  beforeAll(async () => {
    legacy = await startLegacy();
    // A small budget per token, so the guide's over-the-limit answer shows within the test.
    gateway = await startGateway(legacy.url, { RATE_LIMIT_BEARER: '4/1m' });
    Object.assign(env, { API: legacy.url, GATEWAY: gateway.url });
  });
  afterAll(async () => {
    await gateway?.stop();
    await legacy?.stop();
  });

  it('has the commands and answers this test follows', () => {
    expect(commands).toHaveLength(3);
    expect(answers).toHaveLength(4);
  });

  it('1. gets a token from the REST API', async () => {
    const pair = (await run(commands[0]!)) as { access: string; refresh: string };
    expect(pair.access).toMatch(/^eyJ/);
    expect(pair.refresh).toMatch(/^eyJ/);
    env.ACCESS = pair.access;
  });

  it('2. calls /graphql with the token: the viewer and a product lookup answer as the guide shows', async () => {
    expect(await run(commands[1]!)).toEqual(answers[0]);
    expect(await run(commands[2]!)).toEqual(answers[1]);
  });

  it('3. the limits answer as the guide shows', async () => {
    const overAliases = `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: viewer { permissions }`).join(' ')} }`;
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACCESS}` },
      body: JSON.stringify({ query: overAliases }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(answers[2]);

    // Two operations of the budget of four are spent; the lookup goes through twice more, then is limited.
    expect(await run(commands[2]!)).toEqual(answers[1]);
    expect(await run(commands[2]!)).toEqual(answers[1]);
    expect(await run(commands[2]!)).toEqual(answers[3]);

    const batch = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACCESS}` },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batch.status).toBe(400);
  });

  it('4. the schema is published where the guide says', async () => {
    const sdl = await fetch(`${gateway.url}/graphql/schema.graphql`);
    expect(sdl.status).toBe(200);
    expect(await sdl.text()).toMatch(/Looks up one GTIN[\s\S]*product\(/);
  });
});
