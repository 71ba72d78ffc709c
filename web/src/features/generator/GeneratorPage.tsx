import { lazy, Suspense, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Field, Heading, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { GENERATOR_FIELDS, generatorSchema, messages, type GeneratorField, type GeneratorValues } from 'schema/validation';
import { Gs1CodesDocument, type Gs1CodesQuery } from './Generator.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { Notice } from '../../components/ui/Notice';
import { setServerErrors } from '../../shared/forms/setServerErrors';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

/** The codes' panels (pictures, format choice, downloads) load when the first codes are asked for. */
const loadCodeResult = () => import('./CodeResult');
const CodeResult = lazy(() => loadCodeResult().then((module) => ({ default: module.CodeResult })));
/** The Digital Link's address choice waits for the gateway's address anyway; its code comes meanwhile (the page is at its budget). */
const ResolverChoice = lazy(() => import('./ResolverChoice').then((module) => ({ default: module.ResolverChoice })));

type Codes = Extract<Gs1CodesQuery['gs1Codes'], { __typename: 'Gs1Codes' }>;

const FIELDS = Object.keys(GENERATOR_FIELDS) as GeneratorField[];
const MAIN: GeneratorField[] = ['gtin', 'batch', 'expiryDate', 'digitalLinkBase'];
const MORE = FIELDS.filter((f) => !MAIN.includes(f));

/** `/generator_2d`: GS1 DataMatrix and Digital Link QR codes for an active GTIN (demonstration only). */
export default function GeneratorPage() {
  usePageTitle('Generator kodów 2D');
  const client = useApolloClient();
  const handled = useAccessProblems();
  const [params] = useSearchParams();
  const [state, setState] = useState<'idle' | 'loading' | Codes>('idle');
  const [moreOpen, setMoreOpen] = useState(false);
  const form = useForm<GeneratorValues>({
    resolver: zodResolver(generatorSchema),
    defaultValues: { ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as GeneratorValues), gtin: params.get('gtin_number') ?? '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const moreHasError = MORE.some((f) => errors[f]);

  const onSubmit = handleSubmit(async (values) => {
    setState('loading');
    void loadCodeResult();
    try {
      const { data } = await client.query({ query: Gs1CodesDocument, variables: { input: values }, fetchPolicy: 'network-only' });
      const result = data?.gs1Codes;
      if (result?.__typename === 'Gs1Codes') return setState(result);
      setState('idle');
      if (result && !handled(result)) setServerErrors(form, FIELDS, result);
    } catch {
      setState('idle');
      setError('root.server', { message: messages.generic });
    }
  }, () => setMoreOpen((open) => open || moreHasError));

  const field = (name: GeneratorField) =>
    name === 'digitalLinkBase' ? (
      <Suspense key={name} fallback={null}>
        <ResolverChoice form={form} />
      </Suspense>
    ) : (
      <Field.Root key={name} invalid={!!errors[name]} required={name === 'gtin'}>
        <Field.Label>{GENERATOR_FIELDS[name].label}</Field.Label>
        <Input {...register(name)} autoComplete="off" />
        {errors[name]?.message ? <Field.ErrorText>{errors[name].message}</Field.ErrorText> : null}
      </Field.Root>
    );

  const generating = (
    <Stack align="center" p="10">
      <Spinner size="xl" aria-label="Generowanie kodów" />
    </Stack>
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Generator kodów 2D
      </Heading>
      <Notice status="warning">
        Generator ma charakter wyłącznie demonstracyjny i nie służy do masowej produkcji kodów. Działa bezpłatnie dla
        aktywnych numerów GTIN z aktywnej licencji, z uzupełnionymi danymi produktu.
      </Notice>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <form onSubmit={onSubmit} noValidate aria-label="Generator kodów 2D">
          <Stack gap="4">
            {errors.root?.server && <Notice>{errors.root.server.message}</Notice>}
            {MAIN.map(field)}
            <details open={moreOpen || moreHasError} onToggle={(e) => setMoreOpen((e.target as HTMLDetailsElement).open)}>
              <summary>Dodatkowe identyfikatory zastosowania (AI)</summary>
              <Stack gap="4" mt="3">
                {MORE.map(field)}
              </Stack>
            </details>
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={isSubmitting} loadingText="Generowanie…">
              Wygeneruj kod
            </Button>
          </Stack>
        </form>
        <Box aria-live="polite">
          {state === 'idle' && (
            <Stack align="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="10" color="fg.muted">
              <svg viewBox="0 0 24 24" width="96" height="96" aria-hidden fill="currentColor">
                <path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm10-2h2v2h-2v-2zm4 0h2v4h-2v-4zm-4 4h2v4h-2v-4zm4 4v-2h2v2h-2z" />
              </svg>
              <Text>Tu pojawią się wygenerowane kody.</Text>
            </Stack>
          )}
          {state === 'loading' && generating}
          {typeof state === 'object' && (
            <Suspense fallback={generating}>
              <Stack gap="4">
                <CodeResult title="DataMatrix" code={state.dataMatrix} />
                <CodeResult title="QR" code={state.qrCode}>
                  <Text fontSize="sm">
                    GS1 Digital Link:{' '}
                    <Link href={state.digitalLinkUri} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                      {state.digitalLinkUri}
                    </Link>
                  </Text>
                </CodeResult>
              </Stack>
            </Suspense>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
