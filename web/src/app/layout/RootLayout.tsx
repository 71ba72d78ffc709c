/** @jsxImportSource @emotion/react */
import { useRef, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Outlet, useMatches } from 'react-router-dom';
import { StatusBanner, StatusMessageProvider } from '../../shared/status/StatusMessage';
import { container, link, token } from '../../components/ui/tokens';
import type { PageHandle } from '../matchedRoutes';
import { styleSystem } from '../../components/ui/styleSystem';
import { Header } from './Header';
import { NavBar, NavMenuButton } from './NavBar';
import { useNavMenu } from './useNavMenu';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { GlobalSpinner } from './GlobalSpinner';
import { useScrollPerPage } from './useScrollPerPage';
import { ViewerUnavailable } from '../guards';

/** A page drawn with Chakra gets its style system, which its route loaded with it (routes.tsx). */
function PageStyles({ children }: { children: ReactNode }) {
  const styled = useMatches().some((match) => (match.handle as PageHandle | undefined)?.styled);
  return styled ? <ChakraProvider value={styleSystem()}>{children}</ChakraProvider> : children;
}

/** The layout of every page, drawn without Chakra's style system (components/ui/tokens.ts). */
export function RootLayout() {
  const navButton = useRef<HTMLButtonElement>(null);
  const navMenu = useNavMenu(navButton);
  useScrollPerPage();
  const navToggle = <NavMenuButton ref={navButton} open={navMenu.open} onToggle={navMenu.toggle} />;
  return (
    <StatusMessageProvider>
      <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <a
          href="#main"
          css={{
            ...link,
            position: 'absolute',
            left: '-9999px',
            '&:focus': { left: token('spacing.2'), top: token('spacing.2'), zIndex: token('zIndex.skipNav'), background: token('colors.bg'), padding: token('spacing.2') },
          }}
        >
          Przejdź do treści
        </a>
        <Header navToggle={navToggle} />
        <NavBar open={navMenu.open} onClose={navMenu.close} />
        <StatusBanner />
        <ViewerUnavailable />
        {/* At least a screen high: the footer starts below the fold, so a page whose content arrives late (a lazy
            chunk, an answer) does not push a footer the visitor already sees. */}
        <main id="main" tabIndex={-1} css={{ flex: 1, minHeight: '100dvh', outline: 'none' }}>
          <div css={{ ...container, paddingBlock: token('spacing.6') }}>
            <PageStyles>
              <Outlet />
            </PageStyles>
          </div>
        </main>
        <Footer />
        <CookieConsent />
        <GlobalSpinner />
      </div>
    </StatusMessageProvider>
  );
}
