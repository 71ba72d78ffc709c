/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo';
import { belowMd, button, container, from, link, token } from '../../components/ui/tokens';
import type { ApolloClient } from '@apollo/client';
import { useViewer } from '../../shared/viewer/useViewer';
import { AppViewerDocument } from '../../shared/viewer/Viewer.generated';
import { withStyleSystem } from '../../components/ui/styleSystem';
import { ORDER_BARCODE_URL } from './menuEntries';
import type * as UserMenuModule from './UserMenu';

/**
 * Only a signed-in person has the user menu: its menu and dialog code, and Chakra's style system they are drawn with,
 * load then, not with every first visit.
 */
let loadedUserMenu: typeof UserMenuModule | undefined;
const loadUserMenu = () => withStyleSystem(() => import('./UserMenu')).then((module) => (loadedUserMenu = module));
const LazyUserMenu = lazy(loadUserMenu);

/** A page drawn by the server for a signed-in person shows their menu: its code is loaded before hydration. */
export async function prepareHeader(client: ApolloClient): Promise<void> {
  if (client.readQuery({ query: AppViewerDocument })?.viewer) await loadUserMenu();
}

const row = { display: 'flex', alignItems: 'center', flexDirection: 'row' } as const;

/** The header, on one line at every width; `navToggle` is the menu button of the collapsed navigation. */
export function Header({ navToggle }: { navToggle: ReactNode }) {
  const { viewer, loading, unavailable } = useViewer();
  // Once its chunk is in (a member's drawn page loads it before hydration), the menu renders outside any Suspense
  // boundary: React hydrates a boundary's content only after the rest of the page, and a press on the menu before then
  // (given back by app/beforeLive.ts once the page has hydrated) would find it not yet live and be lost.
  const [UserMenu] = useState(() => loadedUserMenu?.default);
  return (
    <header css={{ borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: token('colors.border'), background: token('colors.bg') }}>
      <div css={{ ...container, paddingBlock: token('spacing.3') }}>
        <div css={{ ...row, justifyContent: 'space-between', gap: token('spacing.2'), [from.md]: { gap: token('spacing.4') } }}>
          <div css={{ ...row, gap: token('spacing.6'), flexShrink: 0 }}>
            <RouterLink to="/" aria-label="Strona główna: GS1 Polska · Katalog produktów" css={link}>
              <Logo />
            </RouterLink>
            <a
              href={ORDER_BARCODE_URL}
              target="_blank"
              rel="noopener noreferrer"
              css={{ ...link, color: token('colors.blue.700'), fontWeight: token('fontWeights.medium'), [belowMd]: { display: 'none' } }}
            >
              Zamów kod kreskowy
            </a>
          </div>
          <div css={{ ...row, gap: token('spacing.2'), minWidth: 0 }}>
            {/* A person the API could not load is still signed in: no invitation to sign in. */}
            {loading || unavailable ? null : viewer ? (
              UserMenu ? (
                <UserMenu viewer={viewer} />
              ) : (
                <Suspense fallback={null}>
                  <LazyUserMenu viewer={viewer} />
                </Suspense>
              )
            ) : (
              <>
                <RouterLink to="/login" css={button({ variant: 'outline', size: 'sm' })}>
                  Zaloguj się
                </RouterLink>
                <RouterLink to="/registration" css={button({ palette: 'blue', size: 'sm' })}>
                  Zarejestruj się
                </RouterLink>
              </>
            )}
            {navToggle}
          </div>
        </div>
      </div>
    </header>
  );
}
