import type { ApolloClient } from '@apollo/client';
import { AnalyticsScriptsDocument } from './Analytics.generated';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads the analytics and tag-manager scripts the gateway is configured with, once the visitor has consented (this
 * module is imported only then). Without configuration the answer is empty and nothing is loaded; the CSP allows
 * the configured hosts only. Each script is added once per page, however often consent is confirmed.
 */
export async function startAnalytics(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: AnalyticsScriptsDocument });
  for (const { kind, url } of data?.analyticsScripts ?? []) {
    if (document.querySelector(`script[data-consented="${kind}"]`)) continue;
    // A tag manager reads its queue as it starts: the start event goes first, as its own snippet would push it.
    if (kind === 'TAG_MANAGER') (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.dataset.consented = kind;
    document.head.append(script);
  }
}
