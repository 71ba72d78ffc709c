import { useQuery } from '@apollo/client/react';
import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { AdminCompanyDocument } from './Companies.generated';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { usePageTitle } from '../../components/ui/PageTitle';
import { CompanySummary } from './CompanySummary';
import { CompanyUsers } from './CompanyUsers';
import { DownloadAccessForm } from './DownloadAccessForm';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** `/companies/{id}`: a company's summary, its download access switch and its users. */
export default function CompanyPage() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(AdminCompanyDocument, { variables: { id } });
  const result = data?.adminCompany;
  const refused = useAccessProblem(result);
  usePageTitle(result?.__typename === 'CompanyDetails' ? result.name : 'Firma');

  if (loading && !result) return <Skeleton height="64" />;
  if (!result || refused) return null;
  if (result.__typename !== 'CompanyDetails') return <ProblemAlert problem={result} />;
  const company = result;
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {company.name}
      </Heading>
      <CompanySummary company={company} />
      <DownloadAccessForm company={company} />
      <CompanyUsers companyId={company.id} />
    </Stack>
  );
}
