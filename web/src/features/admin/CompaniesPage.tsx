import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, HStack, Heading, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { COMPANY_ORDERING, companySearchSchema } from 'schema/validation';
import { AdminCompaniesDocument } from './Companies.generated';
import type { CompanySortField } from '../../gql/graphql';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { formatDate, yesNo } from '../../components/ui/format';
import { usePageTitle } from '../../components/ui/PageTitle';
import { SortableHeader } from './SortableHeader';
import { useTableQuery } from './tableQuery';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** The page links come with the answer they page through, not with the page's first screen (decision 026). */
const Pagination = lazy(() => import('../../components/ui/Pagination').then((m) => ({ default: m.Pagination })));

const HEADERS: [CompanySortField, string][] = [
  ['NAME', 'Nazwa'],
  ['NIP', 'NIP'],
  ['REGISTRATION_DATE', 'Data rejestracji'],
  ['IS_AUTHORIZED', 'Autoryzacja'],
  ['ACCESS_TO_DOWNLOAD', 'Pobieranie bazy'],
  ['ACCESS_TO_VERIFY', 'Weryfikacja danych'],
];

const searchForm = z.object({ search: z.pipe(z.string(), companySearchSchema) });

/** `/companies`: registered companies for platform administrators; sorting, paging and search live in the address. */
export default function CompaniesPage() {
  usePageTitle('Firmy');
  const navigate = useNavigate();
  const table = useTableQuery<CompanySortField>(COMPANY_ORDERING, 'NAME');
  // The previous page stays on screen while the next one loads.
  const { data, previousData, loading } = useQuery(AdminCompaniesDocument, {
    variables: { search: table.search || null, sort: table.sort, descending: table.descending, page: table.page },
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<z.input<typeof searchForm>, unknown, z.output<typeof searchForm>>({
    resolver: zodResolver(searchForm),
    values: { search: table.search },
  });
  const result = (data ?? previousData)?.adminCompanies;
  const page = result?.__typename === 'CompanyListPage' ? result : null;
  const refused = useAccessProblem(result);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Firmy
      </Heading>
      <Box as="form" role="search" onSubmit={form.handleSubmit(({ search }) => table.searchFor(search ?? ''))} maxW="xl">
        <Field.Root invalid={!!form.formState.errors.search}>
          <Field.Label>Szukaj firmy (nazwa, NIP lub REGON)</Field.Label>
          <HStack w="full">
            <Input {...form.register('search')} />
            <Button type="submit" colorPalette="blue">
              Szukaj
            </Button>
          </HStack>
          <Field.ErrorText>{form.formState.errors.search?.message}</Field.ErrorText>
        </Field.Root>
      </Box>
      {result && result.__typename !== 'CompanyListPage' && !refused && <ProblemAlert problem={result} />}
      {loading && !result && <Skeleton height="64" />}
      {page && (
        <>
          <Text>Znaleziono firm: {page.totalCount}</Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
            {/* While another page or order loads, the previous rows stay, marked busy (as the catalogue's results). */}
            <Table.Root className="stacked-table" size="sm" interactive aria-busy={loading}>
              <Table.Caption srOnly>Lista firm, kliknij wiersz, aby zobaczyć szczegóły</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {HEADERS.map(([field, label]) => (
                    <SortableHeader key={field} active={table.sort === field} descending={table.descending} onSort={() => table.sortBy(field)}>
                      {label}
                    </SortableHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.companies.map((company) => (
                  <Table.Row key={company.id} cursor="pointer" onClick={() => navigate(`/companies/${company.id}`)}>
                    <Table.Cell data-label="Nazwa">
                      <RouterLink to={`/companies/${company.id}`} onClick={(e) => e.stopPropagation()}>
                        {company.name}
                      </RouterLink>
                    </Table.Cell>
                    <Table.Cell data-label="NIP">{company.nip ?? '–'}</Table.Cell>
                    <Table.Cell data-label="Data rejestracji">{formatDate(company.registrationDate)}</Table.Cell>
                    <Table.Cell data-label="Autoryzacja">
                      <Badge colorPalette={company.isAuthorized ? 'green' : 'gray'}>
                        {company.isAuthorized ? 'Autoryzowana' : 'Nieautoryzowana'}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell data-label="Pobieranie bazy">{yesNo(company.accessToDownload)}</Table.Cell>
                    <Table.Cell data-label="Weryfikacja danych">{yesNo(company.accessToVerify)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Suspense fallback={null}>
            <Pagination page={page.page} pageCount={Math.ceil(page.totalCount / page.pageSize)} hrefOf={table.hrefOf} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
