import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, ChakraProvider, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messages } from 'schema/validation';
import { LogoutDocument } from './Header.generated';
import { truncate } from '../../components/ui/format';
import type { ViewerData } from '../../shared/viewer/useViewer';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { userMenuEntries } from './menuEntries';
import { CompanySwitchModal } from './CompanySwitchModal';
import { styleSystem } from '../../components/ui/styleSystem';

export const HEADER_COMPANY_NAME_MAX = 30;

/**
 * The signed-in person's menu in the header: account pages, switching company, logging out. Drawn with Chakra, whose
 * system the header loads with this module (Header.tsx).
 */
export default function UserMenu({ viewer }: { viewer: ViewerData }) {
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
    <ChakraProvider value={styleSystem()}>
      <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }}>
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
                  // On the item's click, not the menu's onSelect: zag selects only the item the pointer last
                  // highlighted, which a tap on a touch screen (no pointer moving over it first) may not have done.
                  // Enter and Space click the highlighted item too.
                  <Menu.Item
                    key={entry.kind}
                    value={entry.kind}
                    onClick={() => (entry.kind === 'logout' ? void doLogout() : setSwitchOpen(true))}
                  >
                    {entry.label}
                  </Menu.Item>
                ),
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {switchOpen && <CompanySwitchModal viewer={viewer} open={switchOpen} onClose={() => setSwitchOpen(false)} />}
    </ChakraProvider>
  );
}
