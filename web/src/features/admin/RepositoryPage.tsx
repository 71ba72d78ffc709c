import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminMessages, messages } from 'schema/validation';
import { GenerateIssueFileDocument, RepositoryFilterOptionsDocument, RepositoryIssuesDocument } from './Repository.generated';
import type { IssueError, IssueStatus } from '../../gql/graphql';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { formatDate } from '../../components/ui/format';
import { Pagination } from '../../components/ui/Pagination';
import { usePageTitle } from '../../components/ui/PageTitle';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';
import { FilterChecks } from './FilterChecks';
import { IssueFileStatus } from './IssueFileStatus';
import { ISSUE_ERROR_OPTIONS, ISSUE_STATUS_LABEL } from './labels';
import { Checkbox } from '../../components/ui/Checkbox';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';

interface Filters {
  companies: PickedCompany[];
  statuses: IssueStatus[];
  errors: IssueError[];
  sources: string[];
  showAbandoned: boolean;
}

const NO_FILTERS: Filters = { companies: [], statuses: [], errors: [], sources: [], showAbandoned: false };
const OPEN_STATUSES = (['NEW', 'IN_PROGRESS', 'RESOLVED'] as const).map((value) => ({ value, label: ISSUE_STATUS_LABEL[value] }));
const ERROR_CHECKS = ISSUE_ERROR_OPTIONS.map((o) => ({ value: o.value, label: `${o.code} ${o.label}` }));
const errorLabel = (code: string) => ISSUE_ERROR_OPTIONS.find((o) => o.code === code)?.label ?? code;

/** `/repository`: GTIN issues by filters, rows selected for an issue file that is generated asynchronously. */
export default function RepositoryPage() {
  usePageTitle('Repozytorium zgłoszeń');
  const { show } = useStatusMessage();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pageHref = (target: number) => (target > 1 ? `?page=${target}` : '?');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);

  const pools = useQuery(RepositoryFilterOptionsDocument).data?.dataPools;
  useAccessProblem(pools);
  const sources = pools?.__typename === 'DataPoolList' ? pools.dataPools.map((p) => ({ value: p.code, label: p.name })) : [];
  const { data, previousData, loading } = useQuery(RepositoryIssuesDocument, {
    variables: {
      filter: { ...applied, companies: applied.companies.map((c) => c.id) },
      page,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [generate, generation] = useMutation(GenerateIssueFileDocument);
  const result = (data ?? previousData)?.repositoryIssues;
  const issues = result?.__typename === 'IssuePage' ? result : null;
  const refused = useAccessProblem(result);
  const handled = useAccessProblems();
  const rowKey = (ids: readonly string[]) => ids.join(',');
  const allKeys = issues?.rows.map((r) => rowKey(r.issueIds)) ?? [];
  const allSelected = allKeys.length > 0 && allKeys.every((k) => selected.has(k));

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    navigate(pageHref(1));
    setSelected(new Set());
  };
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const generateFile = async () => {
    const issueIds = [...selected].flatMap((key) => key.split(','));
    if (!issueIds.length) {
      setSelectionError(adminMessages.selectIssues);
      return;
    }
    setSelectionError(null);
    try {
      const { data: answer } = await generate({ variables: { issueIds } });
      const outcome = answer?.generateIssueFile;
      if (outcome?.__typename === 'IssueFile') {
        setFileId(outcome.id);
        show('success', outcome.message);
      } else if (!handled(outcome)) show('error', outcome?.message ?? messages.generic);
    } catch {
      show('error', messages.generic);
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Repozytorium zgłoszeń
      </Heading>
      <Box as="form" onSubmit={search} aria-label="Filtry zgłoszeń" borderWidth="1px" borderRadius="lg" p="4">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
          <CompanyPicker value={draft.companies} onChange={(companies) => setDraft({ ...draft, companies })} />
          <FilterChecks legend="Status" options={OPEN_STATUSES} value={draft.statuses} onChange={(statuses) => setDraft({ ...draft, statuses })} />
          <FilterChecks legend="Typ błędu" options={ERROR_CHECKS} value={draft.errors} onChange={(errors) => setDraft({ ...draft, errors })} />
          <FilterChecks legend="Źródło" options={sources} value={draft.sources} onChange={(chosen) => setDraft({ ...draft, sources: chosen })} />
        </SimpleGrid>
        <HStack mt="4" gap="6" flexWrap="wrap">
          <Checkbox checked={draft.showAbandoned} onCheckedChange={(showAbandoned) => setDraft({ ...draft, showAbandoned })}>
            Pokaż porzucone
          </Checkbox>
          <Button type="submit" colorPalette="blue">
            Szukaj
          </Button>
        </HStack>
      </Box>

      {result && result.__typename !== 'IssuePage' && !refused && <ProblemAlert problem={result} />}
      {loading && !result && <Skeleton height="64" />}
      {issues && (
        <Stack gap="3">
          <HStack gap="4" flexWrap="wrap">
            <Button colorPalette="blue" onClick={generateFile} loading={generation.loading}>
              Generuj plik zgłoszeń
            </Button>
            <Text>Zaznaczono wierszy: {selected.size}</Text>
          </HStack>
          {selectionError && (
            <Text role="alert" color="red.700">
              {selectionError}
            </Text>
          )}
          {fileId && <IssueFileStatus key={fileId} id={fileId} />}
          {issues.rows.length === 0 ? (
            <Text>Brak zgłoszeń dla wybranych filtrów.</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
              <Table.Root className="stacked-table" size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Checkbox
                        checked={allSelected}
                        onCheckedChange={(checked) => setSelected(checked ? new Set([...selected, ...allKeys]) : new Set())}
                        aria-label="Zaznacz wszystkie wiersze"
                      />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>Firma</Table.ColumnHeader>
                    <Table.ColumnHeader>Liczba zgłoszeń</Table.ColumnHeader>
                    <Table.ColumnHeader>Typ błędu</Table.ColumnHeader>
                    <Table.ColumnHeader>Źródło</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Ostatnia zmiana</Table.ColumnHeader>
                    <Table.ColumnHeader>Przypisany</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {issues.rows.map((row) => {
                    const key = rowKey(row.issueIds);
                    return (
                      <Table.Row key={key} data-selected={selected.has(key) ? '' : undefined}>
                        <Table.Cell>
                          <Checkbox
                            checked={selected.has(key)}
                            onCheckedChange={(checked) => toggle(key, checked)}
                            aria-label={`Zaznacz: ${row.companyName}, ${row.errorCode}, ${row.dataPoolName}`}
                          />
                        </Table.Cell>
                        <Table.Cell data-label="Firma">
                          {row.companyName}
                          <Text fontSize="xs" color="fg.muted">
                            {row.companyExternalId}
                          </Text>
                        </Table.Cell>
                        <Table.Cell data-label="Liczba zgłoszeń">{row.numIssues}</Table.Cell>
                        <Table.Cell data-label="Typ błędu">
                          {row.errorCode} {errorLabel(row.errorCode)}
                        </Table.Cell>
                        <Table.Cell data-label="Źródło">{row.dataPoolName}</Table.Cell>
                        <Table.Cell data-label="Status">{row.status ? ISSUE_STATUS_LABEL[row.status] : '–'}</Table.Cell>
                        <Table.Cell data-label="Ostatnia zmiana">{formatDate(row.lastModified)}</Table.Cell>
                        <Table.Cell data-label="Przypisany">{row.assignedUser ?? '–'}</Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <Pagination page={issues.page} pageCount={issues.pageCount} hrefOf={pageHref} />
        </Stack>
      )}
    </Stack>
  );
}
