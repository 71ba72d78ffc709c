import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo';
import { useViewer } from '../../shared/viewer/useViewer';
import { ORDER_BARCODE_URL } from './menuEntries';

/** Only a signed-in person has the user menu: its menu and dialog code load then, not with every first visit. */
const UserMenu = lazy(() => import('./UserMenu'));

/** The header, on one line at every width; `navToggle` is the menu button of the collapsed navigation. */
export function Header({ navToggle }: { navToggle: ReactNode }) {
  const { viewer, loading } = useViewer();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap={{ base: '2', md: '4' }}>
          <HStack gap="6" flexShrink={0}>
            <Link asChild aria-label="Strona główna: GS1 Polska · Katalog produktów">
              <RouterLink to="/">
                <Logo />
              </RouterLink>
            </Link>
            <Link
              hideBelow="md"
              href={ORDER_BARCODE_URL}
              target="_blank"
              rel="noopener noreferrer"
              color="blue.700"
              fontWeight="medium"
            >
              Zamów kod kreskowy
            </Link>
          </HStack>
          <HStack gap="2" minW="0">
            {loading ? null : viewer ? (
              <Suspense fallback={null}>
                <UserMenu viewer={viewer} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="outline" size="sm">
                  <RouterLink to="/login">Zaloguj się</RouterLink>
                </Button>
                <Button asChild colorPalette="blue" size="sm">
                  <RouterLink to="/registration">Zarejestruj się</RouterLink>
                </Button>
              </>
            )}
            {navToggle}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
