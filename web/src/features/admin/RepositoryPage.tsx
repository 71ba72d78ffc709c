import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminMessages, messages } from 'schema/validation';
import { GenerateIssueFileDocument, RepositoryFilterOptionsDocument, RepositoryIssuesDocument } from './Repository.generated';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { formatDate, formatNumber } from '../../components/ui/format';
import { Pagination } from '../../components/ui/Pagination';
import { usePageTitle } from '../../components/ui/PageTitle';
import { CompanyPicker } from './CompanyPicker';
import { filtersFromParams, paramsOfFilters, type RepositoryFilters } from './repositoryFilters';
import { FilterChecks } from './FilterChecks';
import { IssueFileStatus } from './IssueFileStatus';
import { ISSUE_ERROR_OPTIONS, ISSUE_STATUS_LABEL } from './labels';
import { BarChart } from '../../components/ui/BarChart';
import type { IssueStatus } from '../../gql/graphql';
import { Checkbox } from '../../components/ui/Checkbox';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';

const OPEN_STATUSES = (['NEW', 'IN_PROGRESS', 'RESOLVED'] as const).map((value) => ({ value, label: ISSUE_STATUS_LABEL[value] }));
const ERROR_CHECKS = ISSUE_ERROR_OPTIONS.map((o) => ({ value: o.value, label: `${o.code} ${o.label}` }));
const errorLabel = (code: string) => ISSUE_ERROR_OPTIONS.find((o) => o.code === code)?.label ?? code;

type Row = { numIssues: number; status?: IssueStatus | null; errorCode: string };

const STATUS_COLORS: Record<IssueStatus, string> = { NEW: 'blue.600', IN_PROGRESS: 'orange.600', RESOLVED: 'green.600', ABANDONED: 'gray.600' };
const ERROR_COLORS = ['red.600', 'purple.600', 'blue.700'];

/** Sums of `numIssues` by a row's key, in the order of `keys` (keys without issues left out). */
function sums<K extends string>(rows: readonly Row[], keyOf: (row: Row) => K | null | undefined, keys: readonly K[]) {
  const total = new Map<K, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key) total.set(key, (total.get(key) ?? 0) + row.numIssues);
  }
  return keys.filter((k) => total.has(k)).map((k) => [k, total.get(k)!] as const);
}

/**
 * The issues of the rows shown, by status and by error type. The API answers one page of rows and the number of
 * pages, no totals (decision 034), so the pictures sum up what the table shows and say so.
 */
function IssueCharts({ rows, page, pageCount }: { rows: readonly Row[]; page: number; pageCount: number }) {
  const statuses = sums(rows, (r) => r.status, Object.keys(ISSUE_STATUS_LABEL) as IssueStatus[]);
  const errors = sums(rows, (r) => r.errorCode, ISSUE_ERROR_OPTIONS.map((o) => o.code));
  return (
    <Stack as="section" aria-labelledby="charts-heading" gap="3" mt="4">
      <Heading as="h2" size="md" id="charts-heading">
        {pageCount > 1 ? `Zgłoszenia na tej stronie (${page} z ${pageCount})` : 'Zgłoszenia na tej stronie'}
      </Heading>
      {pageCount > 1 && (
        <Text color="fg.muted">
          Wykresy liczą wiersze widoczne w tabeli ({formatNumber(rows.length)}): repozytorium podaje zgłoszenia stronami, bez sum dla
          wszystkich stron. Zawęź filtry, aby zobaczyć całość na jednej stronie.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <BarChart title="Według statusu" bars={statuses.map(([s, n]) => ({ label: ISSUE_STATUS_LABEL[s], value: n, color: STATUS_COLORS[s] }))} />
        <BarChart title="Według typu błędu" bars={errors.map(([code, n]) => ({ label: `${code} ${errorLabel(code)}`, value: n, color: ERROR_COLORS[ISSUE_ERROR_OPTIONS.findIndex((o) => o.code === code)] ?? 'gray.600' }))} />
      </SimpleGrid>
    </Stack>
  );
}

/** `/repository`: GTIN issues by filters, rows selected for an issue file that is generated asynchronously. */
export default function RepositoryPage() {
  usePageTitle('Repozytorium zgłoszeń');
  const { show } = useStatusMessage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterQuery = paramsOfFilters(filtersFromParams(params)).toString();
  const applied = useMemo(() => filtersFromParams(new URLSearchParams(filterQuery)), [filterQuery]);
  const pageHref = (target: number) => {
    const next = new URLSearchParams(filterQuery);
    if (target > 1) next.set('page', String(target));
    return `?${next.toString()}`;
  };
  // The form starts from the filters in the address, and again when the address changes (Back, a shared link).
  const [draft, setDraft] = useState({ of: filterQuery, filters: applied });
  if (draft.of !== filterQuery) setDraft({ of: filterQuery, filters: applied });
  const setFilters = (filters: RepositoryFilters) => setDraft({ of: filterQuery, filters });
  const form = draft.filters;
  // A selection belongs to the rows it was made on: another page or other filters start with none selected.
  const shown = `${filterQuery}#${page}`;
  const [selection, setSelection] = useState({ of: shown, keys: new Set<string>() });
  const selected = selection.of === shown ? selection.keys : new Set<string>();
  const setSelected = (update: (current: Set<string>) => Set<string>) => setSelection({ of: shown, keys: update(selected) });
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

  const searchWith = (filters: RepositoryFilters) => {
    setFilters(filters);
    setParams(paramsOfFilters(filters));
  };
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    searchWith(form);
  };
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const generateFile = async () => {
    const issueIds = allKeys.filter((key) => selected.has(key)).flatMap((key) => key.split(','));
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
          <CompanyPicker value={form.companies} onChange={(companies) => setFilters({ ...form, companies })} onSearch={(companies) => searchWith({ ...form, companies })} />
          <FilterChecks legend="Status" options={OPEN_STATUSES} value={form.statuses} onChange={(statuses) => setFilters({ ...form, statuses })} />
          <FilterChecks legend="Typ błędu" options={ERROR_CHECKS} value={form.errors} onChange={(errors) => setFilters({ ...form, errors })} />
          <FilterChecks legend="Źródło" options={sources} value={form.sources} onChange={(chosen) => setFilters({ ...form, sources: chosen })} />
        </SimpleGrid>
        <HStack mt="4" gap="6" flexWrap="wrap">
          <Checkbox checked={form.showAbandoned} onCheckedChange={(showAbandoned) => setFilters({ ...form, showAbandoned })}>
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
            <Text>Zaznaczono wierszy: {allKeys.filter((key) => selected.has(key)).length}</Text>
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
              {/* Long names and sources wrap, so all eight columns fit a 1280 px screen without scrolling sideways. */}
              <Table.Root className="stacked-table" size="sm" css={{ '& :is(td, th)': { whiteSpace: 'normal' } }}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Checkbox
                        checked={allSelected}
                        onCheckedChange={(checked) => setSelected(() => new Set(checked ? allKeys : []))}
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
          {issues.rows.length > 0 && <IssueCharts rows={issues.rows} page={issues.page} pageCount={issues.pageCount} />}
        </Stack>
      )}
    </Stack>
  );
}
