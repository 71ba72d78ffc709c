import { useEffect, useState } from 'react';
import { Box, Button, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

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
    <Box
      as="section"
      role="region"
      aria-label="Zgoda na pliki cookie"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="banner"
      bg="gray.900"
      color="white"
      py="3"
    >
      <Container maxW="6xl">
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Text fontSize="sm">
            Serwis używa plików cookie, aby działał poprawnie (sesja, zabezpieczenie captcha). Więcej w{' '}
            <Link asChild color="blue.200">
              <RouterLink to="/cookies">Polityce cookies</RouterLink>
            </Link>
            .
          </Text>
          <Button size="sm" colorPalette="blue" onClick={accept}>
            Akceptuję
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
