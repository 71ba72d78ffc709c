import { ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { LegacyError } from './errors';
import type { Reply } from './exchange';

export type UpstreamBreaker = CircuitBreakerPolicy;

/** A call failed the way a failing API fails: no answer in time, no connection, or a 5xx. */
const isOutage = (error: unknown) =>
  error instanceof LegacyError && error.failure.kind === 'unavailable' && ['timeout', 'network'].includes(error.failure.cause);
const isServerError = (result: unknown) => (result as Reply).statusCode >= 500;

/**
 * The circuit breaker of the provider's API (the only upstream; the global registry is reached through it). After
 * LEGACY_BREAKER_FAILURES outages in a row it opens: calls fail at once as `UPSTREAM_UNAVAILABLE` instead of waiting
 * out the timeout and piling onto an API that is down. After LEGACY_BREAKER_OPEN_MS one call probes it (half-open);
 * its success closes the circuit. A request's own deadline is not the API's failure and does not count.
 */
export function upstreamBreaker(config: Config, logger: Logger): UpstreamBreaker {
  const breaker = circuitBreaker(handleWhen(isOutage).orWhenResult(isServerError), {
    halfOpenAfter: config.breaker.openMs,
    breaker: new ConsecutiveBreaker(config.breaker.failures),
  });
  breaker.onBreak(() => logger.error({ upstream: config.legacyApiUrl, openMs: config.breaker.openMs }, 'upstream circuit open: failing fast'));
  breaker.onReset(() => logger.info({ upstream: config.legacyApiUrl }, 'upstream circuit closed'));
  return breaker;
}
