import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Icon, Stack, Table, Text } from '@chakra-ui/react';
import { VERIFICATION_POLL_MS } from 'schema/validation';
import { VerificationFilesDocument, type VerificationFilesQuery } from './Verification.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { BarChart } from '../../components/ui/BarChart';
import { formatNumber } from '../../components/ui/format';
import { Notice } from '../../components/ui/Notice';
import { downloadFile } from '../../shared/files/download';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';

type VerificationFile = Extract<VerificationFilesQuery['verificationFiles'], { __typename: 'VerificationFileList' }>['files'][number];

/** YYYY-MM-DD H:mm in the person's time zone (spec §2). */
export function formatUploadDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${d.getHours()}:${pad(d.getMinutes())}`;
}

function ClockIcon() {
  return (
    <Icon boxSize="4" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    </Icon>
  );
}

function StatusCell({ file }: { file: VerificationFile }) {
  const { show } = useStatusMessage();
  const handled = useAccessProblems();
  const [busy, setBusy] = useState(false);
  switch (file.status) {
    case 'ERROR':
      return (
        <Stack gap="0.5">
          <Text color="red.700" fontWeight="semibold">
            Błąd weryfikacji
          </Text>
          <Text fontSize="sm">{file.errorReason ?? 'Powodu nie podano. Sprawdź, czy numery GTIN są w pierwszej kolumnie pierwszego arkusza, i wyślij plik ponownie.'}</Text>
        </Stack>
      );
    case 'NEW':
      return <Text>Nowy – oczekuje na weryfikację</Text>;
    case 'PROCESSING':
      return (
        <HStack gap="1">
          <ClockIcon />
          <Text>W trakcie weryfikacji</Text>
        </HStack>
      );
    case 'READY': {
      const url = file.downloadUrl;
      return (
        <Stack gap="1" align="start">
          <Button
            size="sm"
            variant="outline"
            disabled={!url}
            loading={busy}
            aria-label="Pobierz"
            onClick={async () => {
              if (!url) return;
              setBusy(true);
              const result = await downloadFile(url, 'file.xls');
              setBusy(false);
              if (!result.ok && !handled(result.problem)) show('error', result.problem.message);
            }}
          >
            Pobierz
          </Button>
          {!url && <Text fontSize="sm">Link wygasł – wynik można było pobrać do {formatUploadDate(file.availableUntil)}.</Text>}
        </Stack>
      );
    }
    default:
      return <Text color="red.700">Nieprawidłowy status ({file.statusCode})</Text>;
  }
}

/** What each result of the summary is called, with the colour of its bar. */
const RESULTS: { key: keyof Summary; label: string; color: string }[] = [
  { key: 'active', label: 'Aktywne', color: 'green.600' },
  { key: 'inactive', label: 'Nieaktywne', color: 'red.600' },
  { key: 'withdrawn', label: 'Wycofane', color: 'orange.600' },
  { key: 'notFound', label: 'Nie znaleziono w bazie GS1 Polska', color: 'gray.600' },
  { key: 'invalidGtin', label: 'To nie jest numer GTIN (długość, znaki lub cyfra kontrolna)', color: 'purple.600' },
  { key: 'limitExceeded', label: 'Niesprawdzone – wyczerpany limit weryfikacji', color: 'blue.600' },
];

type Summary = NonNullable<VerificationFile['summary']>;
const totalOf = (summary: Summary) => RESULTS.reduce((sum, r) => sum + summary[r.key], 0);

/**
 * Each verified file's results per status, as bars with their numbers (the results that occur), each bar its share
 * of the file's GTINs: every value of the file falls into exactly one result.
 */
function ResultSummaries({ files }: { files: VerificationFile[] }) {
  const summarised = files.flatMap((file) => (file.summary ? [{ file, summary: file.summary }] : []));
  if (!summarised.length) return null;
  return (
    <Stack as="section" aria-labelledby="summary-heading" gap="4">
      <Heading as="h2" size="lg" id="summary-heading">
        Podsumowanie wyników
      </Heading>
      {summarised.map(({ file, summary }) => (
        <BarChart
          key={file.id}
          title={`${file.fileName} (${formatUploadDate(file.createdAt)}), razem: ${formatNumber(totalOf(summary))}`}
          total={totalOf(summary)}
          bars={RESULTS.filter((r) => summary[r.key] > 0).map((r) => ({ label: r.label, value: summary[r.key], color: r.color }))}
        />
      ))}
    </Stack>
  );
}

/** `/my_products` ('Raporty'): the company's files; while one is new or processing the list asks again on its own. */
export default function MyProductsPage() {
  usePageTitle('Raporty');
  const { data, error, startPolling, stopPolling } = useQuery(VerificationFilesDocument, { fetchPolicy: 'cache-and-network' });
  const result = data?.verificationFiles;
  const refused = useAccessProblem(result);
  const inProcess = result?.__typename === 'VerificationFileList' && result.fileInProcess;
  useEffect(() => {
    if (!inProcess) return;
    startPolling(VERIFICATION_POLL_MS);
    return () => stopPolling();
  }, [inProcess, startPolling, stopPolling]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Raporty
      </Heading>
      <Text color="fg.muted">Wyniki weryfikacji można pobrać przez 30 dni od wysłania pliku.</Text>
      {error && <Notice>Nie udało się wczytać listy plików. Odśwież stronę.</Notice>}
      {result && result.__typename !== 'VerificationFileList' && !refused && <Notice>{result.message}</Notice>}
      {result?.__typename === 'VerificationFileList' &&
        (result.files.length === 0 ? (
          <Text>Nie masz jeszcze żadnych plików. Wyślij plik do weryfikacji, a jego wynik pojawi się tutaj.</Text>
        ) : (
          <Table.ScrollArea position="relative">
            <Table.Root className="stacked-table" aria-label="Raporty" size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Nazwa pliku</Table.ColumnHeader>
                  <Table.ColumnHeader>Data</Table.ColumnHeader>
                  <Table.ColumnHeader>Użytkownik</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.files.map((file) => (
                  <Table.Row key={file.id}>
                    <Table.Cell data-label="Nazwa pliku">{file.fileName}</Table.Cell>
                    <Table.Cell data-label="Data">{formatUploadDate(file.createdAt)}</Table.Cell>
                    <Table.Cell data-label="Użytkownik">{file.userEmail ?? '–'}</Table.Cell>
                    <Table.Cell data-label="Status" aria-live="polite">
                      <StatusCell file={file} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
      {result?.__typename === 'VerificationFileList' && <ResultSummaries files={result.files} />}
    </Stack>
  );
}
