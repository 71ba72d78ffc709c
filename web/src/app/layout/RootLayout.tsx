import { Box, Container, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { StatusBanner, StatusMessageProvider } from '../../shared/status/StatusMessage';
import { Header } from './Header';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { GlobalSpinner } from './GlobalSpinner';

export function RootLayout() {
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
        <Header />
        <NavBar />
        <StatusBanner />
        <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
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
