import { useState } from 'react';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { PERMISSION_GROUPS, type PermissionGroupValue } from 'schema/validation';
import type { UsersTable_UserFragment } from './Users.generated';
import { formatDate } from '../../components/ui/format';
import { Modal } from '../../components/ui/Modal';
import { Tooltip } from '../../components/ui/Tooltip';
import { PermissionSelect } from './PermissionSelect';

/** Spec §2: an invited person who has not activated yet is greyed, with this tooltip. */
export const INVITED_TOOLTIP = 'Zaproszenie wysłane – użytkownik jeszcze nie aktywował konta.';

interface UsersTableProps {
  users: UsersTable_UserFragment[];
  onPermission: (user: UsersTable_UserFragment, group: PermissionGroupValue) => void;
  onDelete: (user: UsersTable_UserFragment) => void;
}

const fullName = (user: UsersTable_UserFragment) => `${user.firstName} ${user.lastName}`.trim() || '–';

/** The company's users with the spec's columns; role change and delete on every row but one's own. */
export function UsersTable({ users, onPermission, onDelete }: UsersTableProps) {
  const [deleting, setDeleting] = useState<UsersTable_UserFragment | null>(null);
  // A role chosen in a select and not yet confirmed: the select shows it until the question is answered. Browsing
  // a select with the arrow keys changes it at each step, so nothing is saved without the confirmation.
  const [changing, setChanging] = useState<{ user: UsersTable_UserFragment; group: PermissionGroupValue } | null>(null);
  return (
    <>
      <Table.ScrollArea position="relative">
        <Table.Root className="stacked-table" size="sm" aria-label="Użytkownicy firmy">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Imię i nazwisko</Table.ColumnHeader>
              <Table.ColumnHeader>E-mail</Table.ColumnHeader>
              <Table.ColumnHeader>Data dołączenia</Table.ColumnHeader>
              <Table.ColumnHeader>Ostatnie logowanie</Table.ColumnHeader>
              <Table.ColumnHeader>Uprawnienia</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Akcje</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((user) => (
              <Table.Row key={user.id} data-inactive={!user.activated || undefined} color={user.activated ? undefined : 'fg.muted'}>
                <Table.Cell data-label="Imię i nazwisko">
                  {user.activated ? (
                    fullName(user)
                  ) : (
                    <Tooltip content={INVITED_TOOLTIP} openDelay={200}>
                      <Text as="span" tabIndex={0} textDecoration="underline dotted">
                        {fullName(user) === '–' ? 'Zaproszony' : fullName(user)}
                      </Text>
                    </Tooltip>
                  )}
                </Table.Cell>
                <Table.Cell data-label="E-mail">{user.email}</Table.Cell>
                <Table.Cell data-label="Data dołączenia">{formatDate(user.dateJoined)}</Table.Cell>
                <Table.Cell data-label="Ostatnie logowanie">{formatDate(user.lastLogin)}</Table.Cell>
                <Table.Cell data-label="Uprawnienia">
                  {user.isSelf ? (
                    PERMISSION_GROUPS[user.permissionGroup].label
                  ) : (
                    <PermissionSelect
                      size="sm"
                      aria-label={`Uprawnienia: ${user.email}`}
                      value={changing?.user.id === user.id ? changing.group : user.permissionGroup}
                      onChange={(e) => {
                        const group = e.target.value as PermissionGroupValue;
                        setChanging(group === user.permissionGroup ? null : { user, group });
                      }}
                    />
                  )}
                  {user.isCompanyRepresentative && (
                    <Badge mt="1" colorPalette="purple" display="block" w="fit-content">
                      Osoba upoważniona do reprezentacji
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {!user.isSelf && (
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Usuń ${user.email}`} onClick={() => setDeleting(user)}>
                      Usuń
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Modal
        role="alertdialog"
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Usunąć użytkownika?"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Anuluj
            </Button>
            <Button
              colorPalette="red"
              onClick={() => {
                if (deleting) onDelete(deleting);
                setDeleting(null);
              }}
            >
              Usuń
            </Button>
          </>
        }
      >
        {deleting && `${deleting.email} straci dostęp do firmy na platformie.`}
      </Modal>
      <Modal
        role="alertdialog"
        open={!!changing}
        onClose={() => setChanging(null)}
        title="Zmienić uprawnienia?"
        footer={
          <>
            <Button variant="outline" onClick={() => setChanging(null)}>
              Anuluj
            </Button>
            <Button
              colorPalette="blue"
              onClick={() => {
                if (changing) onPermission(changing.user, changing.group);
                setChanging(null);
              }}
            >
              Zmień uprawnienia
            </Button>
          </>
        }
      >
        {changing &&
          `${changing.user.email}: ${PERMISSION_GROUPS[changing.user.permissionGroup].label} → ${PERMISSION_GROUPS[changing.group].label}.`}
      </Modal>
    </>
  );
}
