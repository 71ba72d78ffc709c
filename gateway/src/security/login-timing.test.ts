import { expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/**
 * Issue 36, item 8: a wrong password for a known account and any password for an unknown one answer the same, in the
 * same time: the medians of the two, interleaved, are within 20 ms (the API hashes the password either way).
 */
const ATTEMPTS = 15;

// Roomy login budgets: every attempt must reach the API, not be refused by the gateway's defence.
const roomy = '100000/1m';
const stack = stackForTests({ gatewayEnv: { RATE_LIMIT_LOGIN_PAIR: roomy, RATE_LIMIT_LOGIN_ADDRESS: roomy, RATE_LIMIT_LOGIN_ACCOUNT: roomy } });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('a wrong password answers in the same time for a known and an unknown account', { timeout: 120_000 }, async () => {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (let i = 0; i < ATTEMPTS; i++) {
    const pair = [['known', 'firma@demo.test'], ['unknown', `nikt${i}@demo.test`]] as const;
    // Each goes first in turn: whatever the machine does meanwhile weighs on both alike.
    for (const [kind, email] of i % 2 ? [...pair].reverse() : pair) {
      const started = performance.now();
      const res = await new Browser(stack.gateway.url, `198.51.100.${i + 1}`).login(email, 'Wrong-password-1');
      times[kind].push(performance.now() - started);
      answers.add(JSON.stringify(res.body));
    }
  }
  expect(answers.size).toBe(1);
  const [known, unknown] = [median(times.known), median(times.unknown)];
  expect(Math.abs(known - unknown), `medians: known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThan(20);
});
