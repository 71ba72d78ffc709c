import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';
import { LegacyError } from './errors';
import type { Reply } from './exchange';

/**
 * The provider's API seen as families of routes that fail together: one Django app or one outside service each.
 * A failing route opens the circuit of its family only; the others keep working.
 */
export const FAMILIES = ['catalogue', 'registry', 'accounts', 'files', 'generator', 'content', 'captcha', 'other'] as const;
export type Family = (typeof FAMILIES)[number];

/** First match wins; `registry` (the global lookup, an outside service) is matched before, from its configured path. */
const PREFIXES: [string, Family][] = [
  ['/repository/', 'files'],
  ['/generator_2d/', 'generator'],
  ['/products/', 'catalogue'],
  ['/token/', 'accounts'],
  ['/accounts/', 'accounts'],
  ['/companies/', 'accounts'],
  ['/cms/', 'content'],
  ['/captcha/', 'captcha'],
];

/** A call the API failed: the transport marks the failures that are the API's own (`LegacyError.outage`). */
const isOutage = (error: unknown) => error instanceof LegacyError && error.outage;
const isServerError = (result: unknown) => (result as Reply).statusCode >= 500;

const GAUGE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

/**
 * A circuit breaker per route family. After LEGACY_BREAKER_FAILURES outages of a family in a row its circuit opens:
 * its calls fail at once as `UPSTREAM_UNAVAILABLE` instead of waiting out the timeout and piling onto a part of the
 * API that is down. After LEGACY_BREAKER_OPEN_MS one call probes it (half-open); its success closes the circuit.
 *
 * An outage is a 5xx, no answer within the call's timeout, a dropped connection, or a call the request's deadline
 * ended after it had waited for a fair share of it (a hung API: see `LegacyHttp`). A call the caller itself ended (a
 * person cancelling an upload, the gateway refusing one) is never the API's failure.
 */
export class UpstreamBreakers {
  private readonly policies = new Map<Family, CircuitBreakerPolicy>();
  private readonly registryPrefix: string;

  constructor(config: Config, logger: Logger) {
    this.registryPrefix = config.legacyGlobalLookupPath.split('{gtin}')[0]!;
    for (const family of FAMILIES) {
      const policy = circuitBreaker(handleWhen(isOutage).orWhenResult(isServerError), {
        halfOpenAfter: config.breaker.openMs,
        breaker: new ConsecutiveBreaker(config.breaker.failures),
      });
      policy.onBreak(() => logger.error({ family, openMs: config.breaker.openMs }, 'upstream circuit open: failing fast'));
      policy.onReset(() => logger.info({ family }, 'upstream circuit closed'));
      policy.onStateChange((state) => metrics.circuitState.set({ family }, GAUGE[state]));
      metrics.circuitState.set({ family }, 0);
      this.policies.set(family, policy);
    }
  }

  /** The family of an API path (relative to the API root). */
  familyOf(path: string): Family {
    if (path.startsWith(this.registryPrefix)) return 'registry';
    return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other';
  }

  policy(family: Family): CircuitBreakerPolicy {
    return this.policies.get(family)!;
  }

  /** Each family's circuit: `closed`, `halfOpen` or `open` (for `/readyz`). */
  states(): Record<Family, string> {
    const names: Record<CircuitState, string> = { [CircuitState.Closed]: 'closed', [CircuitState.HalfOpen]: 'halfOpen', [CircuitState.Open]: 'open', [CircuitState.Isolated]: 'open' };
    return Object.fromEntries(FAMILIES.map((family) => [family, names[this.policy(family).state]])) as Record<Family, string>;
  }
}
