import { expect, it } from 'vitest';
import { rollingRestart } from '../test/rolling-restart';

it('scale-out: two instances over Redis behind a round-robin proxy lose no request and no session when one restarts', { timeout: 180_000 }, async () => {
  const report = await rollingRestart();
  expect(report.requests).toBeGreaterThan(100);
  expect(report.failureSamples).toEqual([]);
  expect(report.failures).toBe(0);
  expect(report.sessionsLost).toBe(0);
});
