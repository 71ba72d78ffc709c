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
 * the configured hosts only. Each script is added once per page, however often consent is confirmed. The tag manager
 * runs only with the nonce the gateway gave this page (`<meta name="csp-nonce">`, on the pages of a visitor whose
 * consent it knows from the `cookieConsent` cookie); consent given on this page starts it from the next one.
 */
export async function startAnalytics(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: AnalyticsScriptsDocument });
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  for (const { kind, url } of data?.analyticsScripts ?? []) {
    if (document.querySelector(`script[data-consented="${kind}"]`)) continue;
    if (kind === 'TAG_MANAGER' && !nonce) continue;
    // A tag manager reads its queue as it starts: the start event goes first, as its own snippet would push it.
    if (kind === 'TAG_MANAGER') (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    if (kind === 'TAG_MANAGER') script.nonce = nonce!;
    script.dataset.consented = kind;
    document.head.append(script);
  }
}
