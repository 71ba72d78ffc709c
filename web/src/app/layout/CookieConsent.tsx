/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { button, container, link, token } from '../../components/ui/tokens';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The visitor's answer: every cookie (`'true'`, analytics included) or only the necessary ones; null before any. */
type Consent = 'true' | 'necessary';

function readConsent(): Consent | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return stored === 'true' || stored === 'necessary' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The answer for the gateway too, which allows the tag manager on the pages of a visitor who consented (a year, as the
 * stored answer; first-party, never sent to another site).
 */
function tellGateway(consent: Consent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_KEY}=${consent}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Analytics start only with consent: their code loads then, and loads the scripts the gateway is configured with. */
const startAnalytics = (client: ApolloClient) =>
  import('./analytics').then(({ startAnalytics: start }) => start(client)).catch(() => undefined);

export function CookieConsent() {
  const client = useApolloClient();
  // The stored answer, read once the app has taken the page over and painted it: a prerendered page (built without a
  // browser) shows no banner, hydration must render what it shows, and the banner never holds back the first paint.
  const [answered, setAnswered] = useState(true);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const consent = readConsent();
      setAnswered(consent !== null);
      if (consent) tellGateway(consent);
      if (consent === 'true') void startAnalytics(client);
    });
    return () => cancelAnimationFrame(frame);
  }, [client]);
  if (answered) return null;
  const answer = (consent: Consent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      // Private mode: the banner simply returns next visit.
    }
    setAnswered(true);
    tellGateway(consent);
    if (consent === 'true') void startAnalytics(client);
  };
  return (
    <section
      aria-label="Zgoda na pliki cookie"
      css={{
        position: 'fixed',
        bottom: 0,
        insetInline: 0,
        zIndex: token('zIndex.banner'),
        background: token('colors.gray.900'),
        color: 'white',
        paddingBlock: token('spacing.3'),
      }}
    >
      <div css={{ ...container, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: token('spacing.4') }}>
        <p css={{ fontSize: token('fontSizes.sm') }}>
          Serwis używa plików cookie niezbędnych do działania (sesja, zabezpieczenie captcha), a za Twoją zgodą także
          analitycznych, by mierzyć ruch. Więcej w{' '}
          <RouterLink to="/cookies" css={{ ...link, color: token('colors.blue.200') }}>
            Polityce cookies
          </RouterLink>
          .
        </p>
        <div css={{ display: 'flex', gap: token('spacing.2') }}>
          <button
            type="button"
            // The outline button on the banner's dark ground: light text and border.
            css={{ ...button({ variant: 'outline', size: 'sm' }), color: 'white', borderColor: token('colors.gray.400'), '&:hover': { background: token('colors.gray.700') } }}
            onClick={() => answer('necessary')}
          >
            Tylko niezbędne
          </button>
          <button type="button" css={button({ palette: 'blue', size: 'sm' })} onClick={() => answer('true')}>
            Akceptuję
          </button>
        </div>
      </div>
    </section>
  );
}
