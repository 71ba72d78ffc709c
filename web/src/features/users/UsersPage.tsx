import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { USERS_PAGE_SIZE, accountMessages, messages, type PermissionGroupValue } from 'schema/validation';
import { CompanyUsersDocument, DeleteMembershipDocument, SetUserPermissionDocument, type UsersTable_UserFragment } from './Users.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { SpinnerOverlay } from '../../components/ui/SpinnerOverlay';
import { Notice } from '../../components/ui/Notice';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { InviteForm } from './InviteForm';
import { UsersTable } from './UsersTable';

const whole = (value: string | null, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

/** `/users?page=&page_size=`: the active company's users (spec §2), paged in the query string. */
export default function UsersPage() {
  usePageTitle('Użytkownicy firmy');
  const { show } = useStatusMessage();
  const [params, setParams] = useSearchParams();
  const page = whole(params.get('page'), 0);
  const pageSize = Math.min(Math.max(whole(params.get('page_size'), USERS_PAGE_SIZE), 1), 100);
  const { data, refetch, error } = useQuery(CompanyUsersDocument, { variables: { page, pageSize }, fetchPolicy: 'cache-and-network' });
  const [setPermission] = useMutation(SetUserPermissionDocument);
  const [deleteMembership] = useMutation(DeleteMembershipDocument);
  const answer = data?.companyUsers;
  useAccessProblem(answer);
  const handled = useAccessProblems();

  async function changePermission(user: UsersTable_UserFragment, group: PermissionGroupValue) {
    // Spec §5: the same value is no change at all.
    if (group === user.permissionGroup) return show('info', accountMessages.permissionNotChanged);
    try {
      const { data: result } = await setPermission({ variables: { input: { membershipId: user.id, permissionGroup: group } } });
      const outcome = result?.setUserPermission;
      if (outcome?.__typename === 'CompanyUser') show('success', outcome.message);
      else if (outcome && !handled(outcome)) show('error', outcome.message);
    } catch {
      show('error', messages.generic);
    }
    void refetch();
  }

  async function remove(user: UsersTable_UserFragment) {
    try {
      const { data: result } = await deleteMembership({ variables: { membershipId: user.id } });
      const outcome = result?.deleteMembership;
      if (outcome?.__typename === 'MembershipDeleted') show('success', outcome.message);
      else if (outcome && !handled(outcome)) show('error', outcome.message);
    } catch {
      show('error', messages.generic);
    }
    void refetch();
  }

  const lastPage = answer?.__typename === 'CompanyUsersPage' ? Math.max(Math.ceil(answer.totalCount / pageSize) - 1, 0) : 0;
  const goTo = (target: number) => setParams({ page: String(target), page_size: String(pageSize) });
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Użytkownicy firmy
      </Heading>
      <InviteForm onInvited={() => void refetch()} />
      {error && <Notice>{messages.generic}</Notice>}
      {answer?.__typename !== 'CompanyUsersPage' ? (
        <SpinnerOverlay />
      ) : (
        <Stack gap="4">
          <UsersTable users={answer.records} onPermission={changePermission} onDelete={remove} />
          {lastPage > 0 && (
            <HStack as="nav" aria-label="Strony listy użytkowników" gap="3">
              <Button size="sm" variant="outline" disabled={page === 0} onClick={() => goTo(page - 1)}>
                Poprzednia
              </Button>
              <Text aria-current="page">
                Strona {page + 1} z {lastPage + 1}
              </Text>
              <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
                Następna
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
