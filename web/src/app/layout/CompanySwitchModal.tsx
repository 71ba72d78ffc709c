import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { messages } from 'schema/validation';
import { Modal } from '../../components/ui/Modal';
import { SwitchMembershipDocument } from './Header.generated';
import { truncate } from '../../components/ui/format';
import { activatedMemberships, type ViewerData } from '../../shared/viewer/useViewer';
import { rememberChoice } from '../../shared/viewer/activeChoice';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { Notice } from '../../components/ui/Notice';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

export const MODAL_COMPANY_NAME_MAX = 65;

interface Props {
  viewer: ViewerData;
  open: boolean;
  onClose: () => void;
}

/** Lists the activated memberships; choosing one makes it active (the answer updates the cached Viewer). */
export function CompanySwitchModal({ viewer, open, onClose }: Props) {
  const [switchMembership, { loading }] = useMutation(SwitchMembershipDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const { show } = useStatusMessage();
  const handled = useAccessProblems();
  const memberships = activatedMemberships(viewer);
  const activeId = viewer.activeMembership?.id;

  const choose = async (membershipId: string) => {
    setProblem(null);
    try {
      const { data } = await switchMembership({ variables: { membershipId } });
      const result = data?.switchMembership;
      if (!result) return;
      if (result.__typename === 'Viewer') {
        if (result.activeMembership) rememberChoice(result.user.email, result.activeMembership.id);
        onClose();
        show('success', `Aktywna firma: ${truncate(result.activeMembership?.company.name ?? '', MODAL_COMPANY_NAME_MAX)}`);
      } else if (handled(result)) {
        onClose();
      } else {
        setProblem(result.message);
      }
    } catch {
      setProblem(messages.generic);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Zmień firmę">
      <Text mb="3">Wybierz firmę, w imieniu której chcesz działać.</Text>
      {problem && (
        <Box mb="3">
          <Notice>{problem}</Notice>
        </Box>
      )}
      <Stack as="ul" listStyleType="none" gap="2">
        {memberships.map((m) => {
          // The company the person acts for now says so in words, not by the button's colour alone; choosing it
          // again only closes the dialog.
          const active = m.id === activeId;
          return (
            <li key={m.id}>
              <Button
                width="full"
                justifyContent="flex-start"
                variant={active ? 'subtle' : 'outline'}
                aria-current={active ? 'true' : undefined}
                disabled={loading}
                title={m.company.name}
                onClick={() => (active ? onClose() : void choose(m.id))}
              >
                {truncate(m.company.name, MODAL_COMPANY_NAME_MAX)}
                {active && (
                  <Text as="span" marginStart="auto" fontSize="sm" fontWeight="normal">
                    ✓ aktywna
                  </Text>
                )}
              </Button>
            </li>
          );
        })}
      </Stack>
    </Modal>
  );
}
