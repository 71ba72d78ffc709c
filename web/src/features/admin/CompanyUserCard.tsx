import { PERMISSION_GROUPS } from 'schema/validation';
import { useQuery } from '@apollo/client/react';
import { Badge, DataList, HStack, Skeleton, Text } from '@chakra-ui/react';
import { AdminCompanyUserDocument } from './Companies.generated';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';
import { formatDate } from '../../components/ui/format';

/**
 * One user of a company as the API has them now (the admin "user by id"), where one user is shown: the removal dialog
 * says exactly whom it removes, even when the list was read a while ago.
 */
export function CompanyUserCard({ companyId, membershipId }: { companyId: string; membershipId: string }) {
  const { data, loading } = useQuery(AdminCompanyUserDocument, { variables: { companyId, membershipId }, fetchPolicy: 'network-only' });
  const result = data?.adminCompanyUser;
  const refused = useAccessProblem(result);
  if (loading && !result) return <Skeleton height="24" />;
  if (!result || refused) return null;
  if (result.__typename !== 'CompanyUser') return <ProblemAlert problem={result} />;
  const name = [result.firstName, result.lastName].filter(Boolean).join(' ') || result.email;
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm" mb="3" aria-label="Użytkownik">
        <DataList.Item>
          <DataList.ItemLabel>Imię i nazwisko</DataList.ItemLabel>
          <DataList.ItemValue>{name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>E-mail</DataList.ItemLabel>
          <DataList.ItemValue>{result.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Grupa uprawnień</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" flexWrap="wrap">
              <span>{PERMISSION_GROUPS[result.permissionGroup].label}</span>
              {result.isCompanyRepresentative && <Badge colorPalette="blue">Reprezentant firmy</Badge>}
              {!result.activated && <Badge>Nieaktywne</Badge>}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Ostatnie logowanie</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(result.lastLogin)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text>{name} straci dostęp do tej firmy.</Text>
    </>
  );
}
