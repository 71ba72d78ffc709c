import type * as SentrySdk from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';

/**
 * Error reporting start-up (admin-side §9): off on localhost and without a DSN; performance traces sampled at
 * 10 % (errors are all sent); the environment named from the host name. The SDK is a chunk of its own, loaded
 * only when reporting is on, so local development and tests never load it.
 */
export const TRACES_SAMPLE_RATE = 0.1;

export type ReportingEnvironment = 'preview' | 'staging' | 'production';

const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$|\.localhost$/i;

/** The environment a host name stands for, or null on a developer's own machine. */
export function reportingEnvironment(hostname: string): ReportingEnvironment | null {
  if (!hostname || LOCAL_HOSTS.test(hostname)) return null;
  const labels = hostname.toLowerCase().split(/[.-]/);
  if (labels.includes('preview')) return 'preview';
  if (labels.includes('staging')) return 'staging';
  return 'production';
}

type Sdk = typeof SentrySdk;

let sdk: Sdk | null = null;

export interface ReportingSettings {
  dsn: string | undefined;
  hostname: string;
  /** Loads the SDK (a dynamic import; tests may pass their own). */
  load?: () => Promise<Sdk>;
  /** Further SDK options, e.g. a `beforeSend` in tests. */
  options?: Partial<BrowserOptions>;
}

/** Starts reporting when a DSN is configured and the app runs off localhost; says whether it started. */
export async function startErrorReporting({ dsn, hostname, load = () => import('@sentry/react'), options }: ReportingSettings): Promise<boolean> {
  const environment = reportingEnvironment(hostname);
  if (!dsn || !environment) return false;
  const loaded = await load();
  loaded.init({
    dsn,
    environment,
    integrations: [loaded.browserTracingIntegration()],
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    ...options,
  });
  sdk = loaded;
  return true;
}

/** Reports an error the app caught itself (a page that failed to render); a no-op while reporting is off. */
export function reportError(error: unknown): void {
  sdk?.captureException(error);
}
