import { useRef } from 'react';
import { Box, Container, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { StatusBanner, StatusMessageProvider } from '../../shared/status/StatusMessage';
import { Header } from './Header';
import { NavBar, NavMenuButton } from './NavBar';
import { useNavMenu } from './useNavMenu';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { GlobalSpinner } from './GlobalSpinner';

export function RootLayout() {
  const navButton = useRef<HTMLButtonElement>(null);
  const navMenu = useNavMenu(navButton);
  const navToggle = <NavMenuButton ref={navButton} open={navMenu.open} onToggle={navMenu.toggle} />;
  return (
    <StatusMessageProvider>
      <Box minH="100vh" display="flex" flexDirection="column">
        <Link
          href="#main"
          position="absolute"
          left="-9999px"
          _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
        >
          Przejdź do treści
        </Link>
        <Header navToggle={navToggle} />
        <NavBar open={navMenu.open} onClose={navMenu.close} />
        <StatusBanner />
        {/* At least a screen high: the footer starts below the fold, so a page whose content arrives late (a lazy
            chunk, an answer) does not push a footer the visitor already sees. */}
        <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1} outline="none">
          <Container maxW="6xl" py="6">
            <Outlet />
          </Container>
        </Box>
        <Footer />
        <CookieConsent />
        <GlobalSpinner />
      </Box>
    </StatusMessageProvider>
  );
}
