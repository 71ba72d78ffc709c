import { useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Container, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messages } from 'schema/validation';
import { LogoutDocument } from '../../gql/graphql';
import { Logo } from '../../components/ui/Logo';
import { truncate } from '../../components/ui/format';
import { useViewer, type ViewerData } from '../../shared/viewer/useViewer';
import { ORDER_BARCODE_URL, userMenuEntries } from './menuEntries';
import { CompanySwitchModal } from './CompanySwitchModal';
import { useStatusMessage } from '../../shared/status/StatusMessage';

export const HEADER_COMPANY_NAME_MAX = 30;

function UserMenu({ viewer }: { viewer: ViewerData }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument);
  const { show } = useStatusMessage();
  const [switchOpen, setSwitchOpen] = useState(false);
  const company = viewer.activeMembership?.company.name;

  const doLogout = async () => {
    try {
      await logout();
    } catch {
      show('error', messages.generic);
      return;
    }
    navigate('/');
    // Clears every cached answer and refetches the active ones (the viewer is now null).
    await client.resetStore().catch(() => undefined);
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'logout') void doLogout();
          if (value === 'switch') setSwitchOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            height="auto"
            py="1"
            minW="0"
            maxW={{ base: '48', md: 'xs' }}
            aria-label={`Menu użytkownika: ${viewer.user.firstName} ${viewer.user.lastName}`}
          >
            {/* On a narrow screen long names end in an ellipsis rather than widening the header. */}
            <Stack gap="0" align="flex-end" textAlign="right" minW="0" maxW="full">
              <Text fontWeight="semibold" truncate maxW="full">
                {viewer.user.firstName} {viewer.user.lastName}
              </Text>
              {company && (
                <Text fontSize="xs" color="fg.muted" title={company} truncate maxW="full">
                  {truncate(company, HEADER_COMPANY_NAME_MAX)}
                </Text>
              )}
            </Stack>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {userMenuEntries(viewer).map((entry) =>
                entry.kind === 'link' ? (
                  <Menu.Item key={entry.to} value={entry.to} asChild>
                    <RouterLink to={entry.to}>{entry.label}</RouterLink>
                  </Menu.Item>
                ) : (
                  <Menu.Item key={entry.kind} value={entry.kind}>
                    {entry.label}
                  </Menu.Item>
                ),
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {switchOpen && <CompanySwitchModal viewer={viewer} open={switchOpen} onClose={() => setSwitchOpen(false)} />}
    </>
  );
}

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
              <UserMenu viewer={viewer} />
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
