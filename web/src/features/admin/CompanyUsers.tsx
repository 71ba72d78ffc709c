import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COMPANY_USER_SORT, PERMISSION_GROUPS, messages } from 'schema/validation';
import { AdminCompanyUsersDocument, DeleteCompanyMembershipDocument } from './Companies.generated';
import type { CompanyUserSortField } from '../../gql/graphql';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { formatDate } from '../../components/ui/format';
import { Modal } from '../../components/ui/Modal';
import { Pagination } from '../../components/ui/Pagination';
import { SortableHeader } from './SortableHeader';
import { CompanyUserCard } from './CompanyUserCard';
import { useTableQuery } from './tableQuery';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';

const HEADERS: [CompanyUserSortField, string][] = [
  ['NAME', 'Imię i nazwisko'],
  ['EMAIL', 'E-mail'],
  ['DATE_JOINED', 'Data dołączenia'],
  ['LAST_LOGIN', 'Ostatnie logowanie'],
  ['PERMISSION_GROUP', 'Grupa uprawnień'],
];


/** The company's users, sorted and paged in the address; a membership can be removed, except one's own. */
export function CompanyUsers({ companyId }: { companyId: string }) {
  const table = useTableQuery<CompanyUserSortField>(COMPANY_USER_SORT, 'NAME');
  const { show } = useStatusMessage();
  const { data, previousData, loading, refetch } = useQuery(AdminCompanyUsersDocument, {
    variables: { companyId, sort: table.sort, descending: table.descending, page: table.page },
  });
  const [remove, removal] = useMutation(DeleteCompanyMembershipDocument);
  const [asked, setAsked] = useState<{ membershipId: string } | null>(null);
  const result = (data ?? previousData)?.adminCompanyUsers;
  const page = result?.__typename === 'AdminCompanyUsersPage' ? result : null;
  const refused = useAccessProblem(result);
  const handled = useAccessProblems();

  const confirm = async () => {
    if (!asked) return;
    try {
      const { data: answer } = await remove({ variables: { companyId, membershipId: asked.membershipId } });
      const outcome = answer?.deleteCompanyMembership;
      if (outcome?.__typename === 'MembershipDeleted') {
        show('success', outcome.message);
        await refetch();
      } else if (!handled(outcome)) show('error', outcome?.message ?? messages.generic);
    } catch {
      show('error', messages.generic);
    }
    setAsked(null);
  };

  return (
    <Box as="section" aria-labelledby="company-users-heading">
      <Heading as="h2" size="lg" id="company-users-heading" mb="3">
        Użytkownicy
      </Heading>
      {result && result.__typename !== 'AdminCompanyUsersPage' && !refused && <ProblemAlert problem={result} />}
      {loading && !result && <Skeleton height="40" />}
      {page && (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
            <Table.Root className="stacked-table" size="sm" aria-labelledby="company-users-heading">
              <Table.Header>
                <Table.Row>
                  {HEADERS.map(([field, label]) => (
                    <SortableHeader key={field} active={table.sort === field} descending={table.descending} onSort={() => table.sortBy(field)}>
                      {label}
                    </SortableHeader>
                  ))}
                  <Table.ColumnHeader>
                    <Text srOnly>Akcje</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.users.map((user) => {
                  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
                  return (
                    <Table.Row key={user.id}>
                      <Table.Cell data-label="Imię i nazwisko">{name}</Table.Cell>
                      <Table.Cell data-label="E-mail">{user.email}</Table.Cell>
                      <Table.Cell data-label="Data dołączenia">{formatDate(user.dateJoined)}</Table.Cell>
                      <Table.Cell data-label="Ostatnie logowanie">{formatDate(user.lastLogin)}</Table.Cell>
                      <Table.Cell data-label="Grupa uprawnień">
                        <HStack gap="2" flexWrap="wrap">
                          <span>{PERMISSION_GROUPS[user.permissionGroup].label}</span>
                          {user.isCompanyRepresentative && <Badge colorPalette="blue">Reprezentant firmy</Badge>}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>
                        {!user.isSelf && (
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsked({ membershipId: user.id })}>
                            Usuń<Text srOnly> {name}</Text>
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pagination page={page.page} pageCount={Math.ceil(page.totalCount / page.pageSize)} hrefOf={table.hrefOf} />
        </>
      )}
      <Modal
        open={!!asked}
        onClose={() => setAsked(null)}
        title="Usunąć członkostwo?"
        footer={
          <>
            <Button variant="outline" onClick={() => setAsked(null)}>
              Anuluj
            </Button>
            <Button colorPalette="red" loading={removal.loading} onClick={confirm}>
              Usuń
            </Button>
          </>
        }
      >
        {asked && <CompanyUserCard companyId={companyId} membershipId={asked.membershipId} />}
      </Modal>
    </Box>
  );
}
