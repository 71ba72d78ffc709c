import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { CATALOG_FILTER_PARAMS, commerceMessages, databaseSelectionSchema, messages } from 'schema/validation';
import { DatabaseDownloadDocument, GenerateDatabaseDocument } from './Commerce.generated';
import { setServerErrors } from '../../shared/forms/setServerErrors';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { Notice } from '../../components/ui/Notice';
import { usePageTitle } from '../../components/ui/PageTitle';
import { PACKAGE_TERMS, limitText } from './packageTerms';
import { useAccessProblem, useAccessProblems } from '../../shared/problems/useAccessProblems';

/** The downloads come with a ready file, not with the page's first screen (decision 026). */
const DownloadButton = lazy(() => import('../../shared/files/DownloadButton').then((m) => ({ default: m.DownloadButton })));
const DatabasePartDownload = lazy(() => import('./DatabasePartDownload').then((m) => ({ default: m.DatabasePartDownload })));
/** The category picker and the product count come after the first screen. */
const CategoriesAndCount = lazy(() => import('./CategoriesAndCount'));

/** How often a running generation is asked about. */
export const EXPORT_POLL_MS = 3_000;

/** The gateway route that streams the company's newest zip (with the session's token). */
export const databaseZipUrl = (companyId: string) => `/files/products/${encodeURIComponent(companyId)}/zip_database`;

type FormInput = z.input<typeof databaseSelectionSchema>;
type FormOutput = z.output<typeof databaseSelectionSchema>;
type TextField = Exclude<keyof FormInput, 'categories'>;

/** The text filters with their labels and the catalogue's query-string names, which the page's address takes too. */
const FIELDS: [TextField, string, string][] = [
  ['productName', 'Nazwa produktu zawiera', CATALOG_FILTER_PARAMS.name],
  ['brand', 'Marka zawiera', CATALOG_FILTER_PARAMS.brand],
  ['companyName', 'Nazwa firmy zawiera', CATALOG_FILTER_PARAMS.companyName],
  ['nip', 'NIP firmy', CATALOG_FILTER_PARAMS.companyNip],
  ['gtin', 'Numer GTIN', CATALOG_FILTER_PARAMS.gtin],
];

/** The selection the address carries: the catalogue's "Pobierz bazę danych" passes its filters on this way. */
function selectionOf(params: URLSearchParams): FormInput {
  const selection: FormInput = { categories: params.getAll(CATALOG_FILTER_PARAMS.gpc) };
  for (const [name, , param] of FIELDS) selection[name] = params.get(param) ?? '';
  return selection;
}

/**
 * `/products/database/{id}` (database_download): the package's remaining download limit, a generation of the
 * catalogue as zipped CSV files for a selection, its state (updating itself while it runs) and the download.
 */
export default function DatabasePage() {
  usePageTitle('Baza danych');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { show } = useStatusMessage();
  const { data, loading, refetch, startPolling, stopPolling } = useQuery(DatabaseDownloadDocument, {
    variables: { companyId: id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [generate, generation] = useMutation(GenerateDatabaseDocument);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(databaseSelectionSchema),
    defaultValues: selectionOf(params),
  });
  const result = data?.databaseDownload;
  const refused = useAccessProblem(result);
  const handled = useAccessProblems();
  const generating = result?.__typename === 'DatabaseDownload' && result.export.state === 'GENERATING';

  useEffect(() => {
    if (!generating) return;
    startPolling(EXPORT_POLL_MS);
    return () => stopPolling();
  }, [generating, startPolling, stopPolling]);

  const submit = form.handleSubmit(async (selection) => {
    try {
      const { data: answer } = await generate({ variables: { companyId: id, selection } });
      const outcome = answer?.generateDatabase;
      if (!outcome) return;
      if (outcome.__typename === 'DatabaseDownload') {
        show('success', outcome.message);
        await refetch();
      } else if (outcome.__typename === 'ValidationFailed') setServerErrors(form, [...FIELDS.map(([name]) => name), 'categories'], outcome);
      else if (!handled(outcome)) show('error', outcome.message);
    } catch {
      show('error', messages.generic);
    }
  });

  if (loading && !result) return <Skeleton height="64" />;
  if (!result || refused) return null;
  if (result.__typename !== 'DatabaseDownload') return <ProblemAlert problem={result} />;
  const download = result;
  // Spec §5: the free package cannot download at all; the others until their remaining limit is used up.
  const notInPackage = download.package === 'STARTER';
  const exhausted = !notInPackage && download.remaining === 0;
  const blocked = notInPackage || exhausted || !download.accessToDownload || generating;

  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Baza danych
      </Heading>
      <Text>
        Pakiet {download.package ? PACKAGE_TERMS[download.package].label : '–'}; pozostało do pobrania: {limitText(download.remaining)} produktów. Baza
        to pliki CSV (po 1 000 produktów) w archiwum ZIP; plik jest ważny 7 dni.
      </Text>

      <Box as="section" aria-labelledby="export-heading" role="status" aria-live="polite">
        <Heading as="h2" size="lg" id="export-heading" mb="3">
          Plik do pobrania
        </Heading>
        {download.export.state === 'READY' && (
          <Suspense fallback={<Spinner size="sm" />}>
            <DownloadButton colorPalette="blue" url={databaseZipUrl(id)} fallbackName={download.export.fileName ?? 'database.zip'}>
              Pobierz bazę danych{download.export.fileName ? ` (${download.export.fileName})` : ''}
            </DownloadButton>
            <DatabasePartDownload companyId={id} />
          </Suspense>
        )}
        {generating && (
          <HStack gap="3">
            <Spinner size="sm" />
            <Text>Przygotowujemy bazę danych. Strona odświeży się sama, gdy plik będzie gotowy; wyślemy też e-mail.</Text>
          </HStack>
        )}
        {/* The API answers 'Link wygasł' both before the first file and after the last one's 7 days; say what is sure. */}
        {download.export.state === 'NONE' && <Text>Nie ma jeszcze pliku do pobrania (albo minęło 7 dni od jego przygotowania). Wygeneruj bazę poniżej.</Text>}
      </Box>

      <Box as="form" onSubmit={submit} aria-labelledby="generate-heading">
        <Heading as="h2" size="lg" id="generate-heading" mb="3">
          Wygeneruj bazę danych
        </Heading>
        <Text mb="4">Pozostaw pola puste, aby pobrać całą publiczną bazę GS1 Polska, lub zawęź wybór.</Text>
        {notInPackage && <Notice>{commerceMessages.noDownloadInPackage}</Notice>}
        {exhausted && <Notice>{commerceMessages.downloadLimitExhausted}</Notice>}
        {!download.accessToDownload && <Notice>{commerceMessages.downloadAccessDisabled}</Notice>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" my="4">
          {FIELDS.map(([name, label]) => (
            <Field.Root key={name} invalid={!!form.formState.errors[name]}>
              <Field.Label>{label}</Field.Label>
              <Input {...form.register(name)} />
              <Field.ErrorText>{form.formState.errors[name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Suspense fallback={null}>
          <CategoriesAndCount control={form.control} remaining={download.remaining} />
        </Suspense>
        {form.formState.errors.root?.server && <Notice>{form.formState.errors.root.server.message}</Notice>}
        <Button type="submit" colorPalette="blue" disabled={blocked} loading={generation.loading}>
          Generuj bazę danych
        </Button>
      </Box>
    </Stack>
  );
}
