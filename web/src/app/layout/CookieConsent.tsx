/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { button, container, link, token } from '../../components/ui/tokens';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function CookieConsent() {
  // The stored answer, read once the app has taken the page over and painted it: a prerendered page (built without a
  // browser) shows no banner, hydration must render what it shows, and the banner never holds back the first paint.
  const [accepted, setAccepted] = useState(true);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAccepted(readConsent()));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (accepted) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Private mode: the banner simply returns next visit.
    }
    setAccepted(true);
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
          Serwis używa plików cookie, aby działał poprawnie (sesja, zabezpieczenie captcha). Więcej w{' '}
          <RouterLink to="/cookies" css={{ ...link, color: token('colors.blue.200') }}>
            Polityce cookies
          </RouterLink>
          .
        </p>
        <button type="button" css={button({ palette: 'blue', size: 'sm' })} onClick={accept}>
          Akceptuję
        </button>
      </div>
    </section>
  );
}
