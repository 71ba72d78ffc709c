import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ANONYMOUS_OFFSETS, MEMBER_MAX_PAGES, catalogFilterSchema, messages } from 'schema/validation';
import { AppViewerDocument, CatalogSearchDocument } from '../../gql/graphql';
import { useViewer } from '../../shared/viewer/useViewer';
import { CaptchaWidget, useCaptchaSolved } from '../../shared/captcha/CaptchaWidget';
import { CaptchaModal } from '../../shared/captcha/CaptchaModal';
import { markCaptchaUnsolved } from '../../shared/captcha/cache';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { usePageTitle } from '../../components/ui/PageTitle';
import { blinkCss, useBlink } from '../../components/ui/blink';
import { formatNumber } from '../../components/ui/format';
import { isCaptchaProblem } from './lookup';
import { LookupProblem } from './LookupProblem';
import { Autocomplete } from './Autocomplete';
import { GpcPicker } from './GpcPicker';
import { ResultsTable } from './ResultsTable';
import { Pagination } from './Pagination';
import { allowedOffset, readSearch, toFilter, writeSearch, type SearchFormValues } from './urlState';
import { Notice } from '../../components/ui/Notice';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const DOWNLOAD_ANONYMOUS = 'Zarejestruj się i zamów dostęp w zakładce Cennik';
export const DOWNLOAD_DENIED = `${messages.denied}. Dostęp do bazy danych zamówisz w zakładce Cennik.`;
export const NO_FILTER = 'Wpisz numer GTIN lub wypełnij co najmniej jedno pole wyszukiwania';

type FieldErrors = Partial<Record<keyof SearchFormValues, string>>;

/** 'Znaleziono 1 produkt / 3 produkty / 12 345 produktów' with Polish plural forms. */
export function foundText(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  const noun =
    count === 1 ? 'produkt' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'produkty' : 'produktów';
  return `Znaleziono ${formatNumber(count)} ${noun}`;
}

export default function CatalogPage() {
  usePageTitle('Katalog produktów');
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useStatusMessage();
  const [params] = useSearchParams();
  const { viewer, can, loading: viewerLoading } = useViewer();
  // Until the session is known nobody is treated as anonymous (no captcha request for a member).
  const anonymous = !viewerLoading && !viewer;
  const member = !!viewer?.activeMembership;
  const advanced = can('advanced_search');
  const captchaSolved = useCaptchaSolved(!anonymous);

  // The search lives in the URL: the form starts from it and follows it (Back, links, reload).
  const url = useMemo(() => readSearch(params), [params]);
  const [form, setForm] = useState<SearchFormValues>(url.form);
  const [syncedSearch, setSyncedSearch] = useState(location.search);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaDismissed, setCaptchaDismissed] = useState(false);
  if (syncedSearch !== location.search) {
    setSyncedSearch(location.search);
    setForm(url.form);
    setErrors({});
    setFormError(null);
    setCaptchaDismissed(false);
  }

  const [terms, setTerms] = useState(false);
  const [termsBlink, blinkTerms] = useBlink();
  const [captchaBlink, blinkCaptcha] = useBlink();
  const gtinInput = useRef<HTMLInputElement>(null);

  const limit = anonymous ? ANONYMOUS_OFFSETS[1] : url.limit;
  const offset = allowedOffset(url.offset, anonymous);
  const filter = useMemo(() => toFilter(url.form), [url.form]);
  const runs = url.active && !viewerLoading;
  const { data, previousData, loading, error, refetch } = useQuery(CatalogSearchDocument, {
    variables: { filter, offset, limit },
    skip: !runs,
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads the previous one stays (marked busy) rather than flickering to a spinner.
  const result = runs ? (data ?? (loading ? previousData : undefined))?.catalogSearch : undefined;

  const hrefOf = (page: number) => `/catalog?${writeSearch(url.form, (page - 1) * limit, limit).toString()}`;

  // Anonymous visitors only see offsets 0, 15 and 30: any other resets to 0 (spec §9).
  const offsetReset = runs && offset !== url.offset;
  useEffect(() => {
    if (offsetReset) navigate(hrefOf(1), { replace: true });
  });

  const captchaProblem = !!result && isCaptchaProblem(result);
  useEffect(() => {
    if (captchaProblem) markCaptchaUnsolved(client.cache);
  }, [captchaProblem, client]);

  useEffect(() => {
    if (!result) return;
    if (result.__typename === 'CatalogPage' && result.mode === 'SINGLE' && result.products[0]) {
      // A single GTIN goes straight on to its card, which reads the product from the cache.
      navigate(`/catalog/${result.products[0].gtin}`, { replace: true });
    } else if (result.__typename === 'OffsetNotAllowed') {
      show('info', result.message, { path: '/catalog' });
      navigate(hrefOf(1), { replace: true });
    } else if (result.__typename === 'SessionExpired') {
      client.writeQuery({ query: AppViewerDocument, data: { viewer: null } });
      show('error', result.message, { path: '/login' });
      navigate('/login');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per answer
  }, [result]);

  const advancedFilled = !!(form.name || form.brand || form.companyName || form.companyNip || form.gpc.length);
  const hasFilter = !!form.gtin || (advanced && advancedFilled);
  const termsOk = member || terms;
  const captchaOk = !anonymous || captchaSolved;
  const enabled = hasFilter && termsOk && captchaOk;

  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) {
      if (!hasFilter) {
        if (advanced) setFormError(NO_FILTER);
        else {
          setErrors({ gtin: messages.required });
          gtinInput.current?.focus();
        }
      }
      if (!termsOk) blinkTerms();
      if (!captchaOk) blinkCaptcha();
      return;
    }
    const values: SearchFormValues = advanced ? form : { ...form, name: '', brand: '', companyName: '', companyNip: '', gpc: [] };
    const parsed = catalogFilterSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SearchFormValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      if (next.gtin) gtinInput.current?.focus();
      return;
    }
    setErrors({});
    const search = `?${writeSearch({ ...values, companyNip: values.companyNip.replaceAll('-', '') }, 0, limit).toString()}`;
    if (search === location.search) void refetch();
    else navigate({ pathname: '/catalog', search });
  };

  const companyId = viewer?.activeMembership?.company.id;
  const gtinError = errors.gtin ?? (result?.__typename === 'InvalidGtin' ? result.message : undefined);
  const page = Math.floor(offset / limit) + 1;
  const maxPages = anonymous ? ANONYMOUS_OFFSETS.length : MEMBER_MAX_PAGES;
  const advancedHelp = anonymous
    ? 'Wyszukiwanie po nazwie, marce, firmie, NIP i kategorii jest dostępne po zalogowaniu, w pakiecie z wyszukiwaniem zaawansowanym.'
    : 'Twój pakiet nie obejmuje wyszukiwania zaawansowanego (nazwa, marka, firma, NIP, kategoria). Zamów je w zakładce Cennik.';

  return (
    <Stack gap="6">
      <Box bg="blue.900" color="white" borderRadius="lg" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="2">
          Katalog produktów
        </Heading>
        <Text>
          Sprawdź dane produktu po numerze GTIN (EAN). Numery z prefiksem 590 sprawdzisz w bazie GS1 Polska; pozostałe
          w globalnym rejestrze po zalogowaniu. Zarejestrowane firmy szukają też po nazwie, marce, firmie i kategorii
          GPC.
        </Text>
      </Box>

      <Box asChild>
        <form onSubmit={onSubmit} noValidate aria-label="Wyszukiwanie produktu">
          <Stack gap="4">
            <Field.Root invalid={!!gtinError} maxW="md">
              <Field.Label>Numer GTIN</Field.Label>
              <Input
                ref={gtinInput}
                name="gtin_number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                value={form.gtin}
                onChange={(e) => set('gtin', digitsOnly(e.target.value))}
              />
              <Field.HelperText>8, 12, 13 lub 14 cyfr</Field.HelperText>
              {gtinError && <Field.ErrorText>{gtinError}</Field.ErrorText>}
            </Field.Root>

            <Fieldset.Root disabled={!advanced} aria-describedby={advanced ? undefined : 'advanced-help'}>
              <Fieldset.Legend>Wyszukiwanie zaawansowane</Fieldset.Legend>
              {!advanced && (
                <Fieldset.HelperText id="advanced-help">
                  {advancedHelp}{' '}
                  <Link asChild color="blue.700">
                    <RouterLink to={anonymous ? '/login' : '/pricing'}>{anonymous ? 'Zaloguj się' : 'Cennik'}</RouterLink>
                  </Link>
                </Fieldset.HelperText>
              )}
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Autocomplete
                    field="NAME"
                    label="Nazwa produktu"
                    name="name__contains"
                    value={form.name}
                    onChange={(v) => set('name', v)}
                    disabled={!advanced}
                  />
                  <Autocomplete
                    field="BRAND"
                    label="Marka"
                    name="brand__contains"
                    value={form.brand}
                    onChange={(v) => set('brand', v)}
                    disabled={!advanced}
                  />
                  <Autocomplete
                    field="COMPANY_NAME"
                    label="Nazwa firmy"
                    name="company_name__contains"
                    value={form.companyName}
                    onChange={(v) => set('companyName', v)}
                    disabled={!advanced}
                  />
                  <Field.Root invalid={!!errors.companyNip} disabled={!advanced}>
                    <Field.Label>NIP firmy</Field.Label>
                    <Input
                      name="company_nip"
                      autoComplete="off"
                      value={form.companyNip}
                      onChange={(e) => set('companyNip', e.target.value)}
                    />
                    {errors.companyNip && <Field.ErrorText>{errors.companyNip}</Field.ErrorText>}
                  </Field.Root>
                </SimpleGrid>
                <GpcPicker value={form.gpc} onChange={(codes) => set('gpc', codes)} disabled={!advanced} />
                {errors.gpc && (
                  <Text color="red.600" fontSize="sm">
                    {errors.gpc}
                  </Text>
                )}
              </Fieldset.Content>
            </Fieldset.Root>

            {!member && (
              <Box data-blink={termsBlink ? 'true' : undefined} css={termsBlink ? blinkCss : undefined} p="1" alignSelf="flex-start">
                <Checkbox.Root checked={terms} onCheckedChange={(e) => setTerms(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Akceptuję{' '}
                    <Link asChild color="blue.700" textDecoration="underline">
                      <RouterLink to="/terms" target="_blank">
                        regulamin
                      </RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
              </Box>
            )}

            {anonymous && (
              <Box
                data-testid="captcha-box"
                data-blink={captchaBlink ? 'true' : undefined}
                css={captchaBlink ? blinkCss : undefined}
                p="1"
                alignSelf="flex-start"
              >
                <CaptchaWidget />
              </Box>
            )}

            {formError && (
              <Text role="alert" color="red.600">
                {formError}
              </Text>
            )}

            <HStack gap="3" flexWrap="wrap">
              <Button
                type="submit"
                colorPalette="blue"
                aria-disabled={!enabled}
                opacity={enabled ? 1 : 0.5}
                cursor={enabled ? 'pointer' : 'not-allowed'}
                loading={loading}
                loadingText="Szukam…"
              >
                Szukaj
              </Button>
              {can('database_download') && companyId ? (
                <Button asChild variant="outline">
                  <RouterLink to={`/products/database/${companyId}`}>Pobierz bazę danych</RouterLink>
                </Button>
              ) : (
                <Button variant="outline" onClick={() => show('info', anonymous ? DOWNLOAD_ANONYMOUS : DOWNLOAD_DENIED)}>
                  Pobierz bazę danych
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      </Box>

      <Box as="section" aria-label="Wyniki" aria-busy={loading}>
        {!url.active ? (
          <Text color="fg.muted">
            Wpisz numer GTIN{advanced ? ' lub wypełnij pola wyszukiwania zaawansowanego' : ''} i kliknij „Szukaj”, aby
            zobaczyć produkty.
          </Text>
        ) : loading && !result ? (
          <Flex justify="center" py="8">
            <Spinner size="lg" aria-label="Wyszukiwanie…" />
          </Flex>
        ) : error && !result ? (
          <Notice>{messages.generic}</Notice>
        ) : result?.__typename === 'CatalogPage' ? (
          <Stack gap="4">
            <Text role="status" fontWeight="semibold">
              {foundText(result.totalCount)}
            </Text>
            <ResultsTable products={result.products} />
            <Pagination
              page={page}
              pageCount={Math.min(Math.ceil(result.totalCount / limit), maxPages)}
              hrefOf={hrefOf}
            />
          </Stack>
        ) : result && !captchaProblem && result.__typename !== 'InvalidGtin' ? (
          <LookupProblem problem={result} />
        ) : null}
      </Box>

      <CaptchaModal
        open={captchaProblem && !captchaDismissed}
        message={result && 'message' in result ? result.message : null}
        onClose={() => setCaptchaDismissed(true)}
        onSolved={() => {
          setCaptchaDismissed(false);
          void refetch();
        }}
      />
    </Stack>
  );
}
