import { useQuery } from '@apollo/client/react';
import { Badge, Box, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { AccountPageDocument, type PermissionGroup } from '../../gql/graphql';
import { usePageTitle } from '../../components/ui/PageTitle';

const GROUP: Record<PermissionGroup, string> = {
  LOCATION_ADMIN: 'Administrator podmiotu',
  LOCATION_USER: 'Użytkownik standardowy',
};

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '–');

/** "Moje konto": the signed-in person's data and their company memberships (editing comes with the account issue). */
export default function AccountPage() {
  usePageTitle('Moje konto');
  const { data } = useQuery(AccountPageDocument);
  const viewer = data?.viewer;
  if (!viewer) return null;
  const { user } = viewer;
  return (
    <Stack gap="6" maxW="5xl">
      <Heading as="h1" size="2xl">
        Moje konto
      </Heading>
      <DataList.Root orientation="horizontal" aria-label="Dane użytkownika">
        {[
          ['Imię i nazwisko', `${user.firstName} ${user.lastName}`],
          ['E-mail', user.email],
          ['Telefon', user.phoneNumber ?? '–'],
          ['Data rejestracji', when(user.dateJoined)],
          ['Ostatnie logowanie', when(user.lastLogin)],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box>
        <Heading as="h2" size="lg" mb="3">
          Członkostwa w firmach
        </Heading>
        {/* A narrow screen scrolls the table, not the page. */}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Członkostwa w firmach">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Firma</Table.ColumnHeader>
                <Table.ColumnHeader>NIP</Table.ColumnHeader>
                <Table.ColumnHeader>Rola</Table.ColumnHeader>
                <Table.ColumnHeader>Stan</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {viewer.memberships.map((m) => (
                <Table.Row key={m.id}>
                  <Table.Cell>
                    {m.company.name}
                    {m.id === viewer.activeMembership?.id && (
                      <Badge ms="2" colorPalette="blue">
                        aktywna firma
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{m.company.nip ?? '–'}</Table.Cell>
                  <Table.Cell>
                    {GROUP[m.permissionGroup]}
                    {m.isCompanyRepresentative && <Text color="fg.muted">Osoba upoważniona do reprezentacji</Text>}
                  </Table.Cell>
                  <Table.Cell>{m.activated ? `aktywne od ${when(m.activationDate)}` : 'oczekuje na aktywację'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </Stack>
  );
}
