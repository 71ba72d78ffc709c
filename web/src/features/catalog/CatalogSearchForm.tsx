import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Button, Field, Fieldset, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { messages, type CatalogFilterInput, type CatalogFilterValues } from 'schema/validation';
import { useViewer } from '../../shared/viewer/useViewer';
import { CaptchaWidget, useCaptchaSolved } from '../../shared/captcha/CaptchaWidget';
import { setServerErrors, type ServerProblem } from '../../shared/forms/setServerErrors';
import { ScanButton } from '../../shared/scanner/ScanButton';
import { blinkCss, useBlink } from '../../components/ui/blink';
import { GpcPicker } from '../../shared/gpc/GpcPicker';
import { DatabaseDownloadButton } from './DatabaseDownloadButton';
import type { SearchFormValues } from './urlState';
import type * as AutocompleteModule from './Autocomplete';
import { Checkbox } from '../../components/ui/Checkbox';

export const NO_FILTER = 'Wpisz numer GTIN lub wypełnij co najmniej jedno pole wyszukiwania';

const FIELDS = ['gtin', 'name', 'brand', 'companyName', 'companyNip', 'gpc'] as const;
/** The rule (zod, shared with the gateway) is not needed to draw the form: it loads when the form is first sent. */
const loadFilterResolver = () => import('./catalogRule').then((module) => module.filterResolver);

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** 'a', 'a i b', 'a, b i c'. */
const polishList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} i ${items.at(-1)}`);

/** The suggestions' combobox is its own chunk, loaded only for those who may use the advanced filters. */
let autocomplete: typeof AutocompleteModule | undefined;
export const loadAutocomplete = () => import('./Autocomplete').then((module) => (autocomplete = module));
const LazyAutocomplete = lazy(() => loadAutocomplete().then((module) => ({ default: module.Autocomplete })));

/** A text filter without suggestions: what others see (disabled), and the moment before the combobox is in. */
function PlainFilter({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} readOnly />
    </>
  );
}

interface Props {
  /** The search the URL holds: the form starts from it and follows it. */
  initial: SearchFormValues;
  /** An answer to show on the fields (InvalidGtin, ValidationFailed). */
  problem: ServerProblem | null;
  searching: boolean;
  /** The filters once the shared rule has accepted them (the GTIN as typed: the request pads it). */
  onSearch: (filter: CatalogFilterInput) => void;
}

/**
 * The search form: GTIN, the advanced filters (with advanced_search), and for anonymous visitors the terms and the
 * captcha. Search is active when a filter is filled, the terms are accepted (or a membership is present) and the
 * captcha is solved; otherwise a click says what is missing: the terms or captcha box blinks.
 */
export function CatalogSearchForm({ initial, problem, searching, onSearch }: Props) {
  const { viewer, can, loading: viewerLoading } = useViewer();
  // Once its chunk is in (a member's drawn page loads it before hydration), the combobox renders at once, outside any
  // Suspense boundary: React hydrates a boundary's content only after the rest of the page, after what the person
  // typed into it meanwhile was given back (app/beforeLive.ts), which would then be lost.
  const [Loaded] = useState(() => autocomplete?.Autocomplete);
  const anonymous = !viewerLoading && !viewer;
  const member = !!viewer?.activeMembership;
  const advanced = can('advanced_search');
  const captchaSolved = useCaptchaSolved(!anonymous);
  const [terms, setTerms] = useState(false);
  // The disclosure of the advanced fields for those who may not use them (opened before hydration: read once live).
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [disclosed, setDisclosed] = useState(false);
  useEffect(() => {
    if (disclosure.current?.open) setDisclosed(true);
  }, []);
  const [termsBlink, blinkTerms] = useBlink();
  const [captchaBlink, blinkCaptcha] = useBlink();

  const form = useForm<CatalogFilterInput, unknown, CatalogFilterValues>({
    defaultValues: initial,
    // Without advanced_search only the GTIN is searched: advanced filters from a shared link are left out.
    resolver: async (values, context, options) => (await loadFilterResolver())(advanced ? values : { gtin: values.gtin }, context, options),
  });
  const { register, control, getValues, handleSubmit, reset, setError, setFocus, setValue, clearErrors, formState } = form;
  const { errors } = formState;

  // The form follows the URL (back, a link to another search) but starts from `defaultValues`: a reset on mount would
  // also drop what a visitor typed into the prerendered form before the app took over (app/beforeLive.ts).
  const followed = useRef(initial);
  useEffect(() => {
    if (followed.current === initial) return;
    followed.current = initial;
    reset(initial);
  }, [initial, reset]);
  useEffect(() => {
    if (problem) setServerErrors({ setError, setFocus }, FIELDS, problem);
  }, [problem, setError, setFocus]);

  const values = useWatch({ control });
  const advancedFilled = !!(values.name || values.brand || values.companyName || values.companyNip || values.gpc?.length);
  const hasFilter = !!values.gtin || (advanced && advancedFilled);
  const termsOk = member || terms;
  const captchaOk = !anonymous || captchaSolved;
  const enabled = hasFilter && termsOk && captchaOk;

  /**
   * A scanned GTIN is looked up as a typed one, alone: a member's lookup starts at once; a visitor's starts when the
   * terms are accepted and the captcha solved, else the form says what is missing and focuses it (decision 033).
   */
  const termsBox = useRef<HTMLInputElement>(null);
  const scan = (gtin: string) => {
    setValue('gtin', gtin);
    clearErrors();
    if (termsOk && captchaOk) return onSearch({ gtin, gpc: undefined });
    if (!termsOk) {
      blinkTerms();
      termsBox.current?.focus();
    } else blinkCaptcha();
  };

  // A code scanned on the home page arrives here with the navigation, and is looked up once the viewer is known.
  const location = useLocation();
  const navigate = useNavigate();
  const scannedElsewhere = (location.state as { scannedGtin?: string } | null)?.scannedGtin;
  const lookUpScanned = useEffectEvent((gtin: string) => {
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    scan(gtin);
  });
  useEffect(() => {
    if (scannedElsewhere && !viewerLoading) lookUpScanned(scannedElsewhere);
  }, [scannedElsewhere, viewerLoading]);

  const onSubmit = (event: FormEvent) => {
    clearErrors('root');
    if (enabled) {
      // The GTIN goes on as typed, not padded to the 14 digits the rule keys on: the field and the address keep it.
      void handleSubmit((filter) => onSearch({ ...filter, gtin: filter.gtin && getValues('gtin')?.trim() }))(event);
      return;
    }
    event.preventDefault();
    if (!hasFilter && advanced) setError('root.filter', { message: NO_FILTER });
    if (!hasFilter && !advanced) setError('gtin', { message: messages.required }, { shouldFocus: true });
    if (!termsOk) blinkTerms();
    if (!captchaOk) blinkCaptcha();
  };

  const gtinField = register('gtin');
  const formError = errors.root?.filter?.message ?? errors.root?.server?.message;
  // The list's own message (from the server) or its first bad code's (a malformed code from a shared link).
  const gpcError = errors.gpc?.message ?? (Array.isArray(errors.gpc) ? errors.gpc.find(Boolean)?.message : undefined);
  // Until the session is known the page is the anonymous one, as prerendered (docs/decisions/018).
  const advancedHelp = !viewer
    ? 'Wyszukiwanie po nazwie, marce, firmie, NIP i kategorii jest dostępne po zalogowaniu, w pakiecie z wyszukiwaniem zaawansowanym.'
    : 'Twój pakiet nie obejmuje wyszukiwania zaawansowanego (nazwa, marka, firma, NIP, kategoria). Zamów je w zakładce Cennik.';

  // Those who may use them fill them before "Szukaj"; for others they are a disclosure below it, so that on a phone the
  // GTIN, the terms, the captcha and "Szukaj" come first (issue 27).
  const advancedFields = (
    <Fieldset.Root
      recipe={fieldsetSlotRecipe}
      disabled={!advanced}
      aria-labelledby={advanced ? undefined : 'advanced-summary'}
      aria-describedby={advanced ? undefined : 'advanced-help'}
    >
      {advanced && <Fieldset.Legend>Wyszukiwanie zaawansowane</Fieldset.Legend>}
      {!advanced && (
        <Fieldset.HelperText id="advanced-help">
          {advancedHelp}{' '}
          <Link asChild color="blue.700">
            <RouterLink to={viewer ? '/pricing' : '/login'}>{viewer ? 'Cennik' : 'Zaloguj się'}</RouterLink>
          </Link>
        </Fieldset.HelperText>
      )}
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {(
            [
              ['name', 'NAME', 'Nazwa produktu', 'name__contains'],
              ['brand', 'BRAND', 'Marka', 'brand__contains'],
              ['companyName', 'COMPANY_NAME', 'Nazwa firmy', 'company_name__contains'],
            ] as const
          ).map(([name, field, label, param]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { value, onChange } }) => (
                // The rule's refusal (e.g. over 130 characters) is said under the field it is about.
                <Field.Root invalid={!!errors[name]} disabled={!advanced}>
                  {advanced && Loaded ? (
                    <Loaded field={field} label={label} name={param} value={value ?? ''} onChange={onChange} />
                  ) : advanced ? (
                    <Suspense fallback={<PlainFilter label={label} name={param} value={value ?? ''} />}>
                      <LazyAutocomplete field={field} label={label} name={param} value={value ?? ''} onChange={onChange} />
                    </Suspense>
                  ) : (
                    <PlainFilter label={label} name={param} value={value ?? ''} />
                  )}
                  <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
                </Field.Root>
              )}
            />
          ))}
          <Field.Root invalid={!!errors.companyNip} disabled={!advanced}>
            <Field.Label>NIP firmy</Field.Label>
            <Input autoComplete="off" {...register('companyNip')} />
            <Field.ErrorText>{errors.companyNip?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Controller
          control={control}
          name="gpc"
          render={({ field: { value, onChange } }) => (
            <GpcPicker value={value ?? []} onChange={onChange} disabled={!advanced} />
          )}
        />
        {gpcError && (
          <Text color="red.600" fontSize="sm">
            {gpcError}
          </Text>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );

  // What still stands between the person and a search, said next to the button that cannot search yet.
  const missing = [
    !hasFilter && (advanced ? 'wpisz numer GTIN lub wypełnij pole wyszukiwania zaawansowanego' : 'wpisz numer GTIN'),
    !termsOk && 'zaakceptuj regulamin',
    !captchaOk && 'potwierdź, że nie jesteś robotem',
  ].filter((item) => item !== false);

  return (
    <Box asChild>
      <form onSubmit={onSubmit} noValidate aria-label="Wyszukiwanie produktu">
        <Stack gap="4">
          <Field.Root invalid={!!errors.gtin} maxW="md">
            <Field.Label>Numer GTIN</Field.Label>
            <HStack gap="2" width="full">
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                {...gtinField}
                onChange={(e) => {
                  e.target.value = digitsOnly(e.target.value);
                  clearErrors('gtin');
                  return gtinField.onChange(e);
                }}
              />
              <ScanButton onScan={scan} />
            </HStack>
            <Field.HelperText>8, 12, 13 lub 14 cyfr</Field.HelperText>
            <Field.ErrorText>{errors.gtin?.message}</Field.ErrorText>
          </Field.Root>

          {advanced && advancedFields}

          {!member && (
            <Box data-blink={termsBlink ? 'true' : undefined} css={termsBlink ? blinkCss : undefined} p="1" alignSelf="flex-start">
              <Checkbox ref={termsBox} checked={terms} onCheckedChange={setTerms}>
                Akceptuję{' '}
                <Link asChild color="blue.700" textDecoration="underline">
                  <RouterLink to="/terms" target="_blank">
                    regulamin
                  </RouterLink>
                </Link>
              </Checkbox>
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

          {!enabled && missing.length > 0 && (
            <Text id="search-missing" fontSize="sm" color="fg.muted">
              Aby wyszukać, {polishList(missing)}.
            </Text>
          )}

          <HStack gap="3" flexWrap="wrap">
            <Button
              type="submit"
              colorPalette="blue"
              aria-disabled={!enabled}
              aria-describedby={!enabled && missing.length > 0 ? 'search-missing' : undefined}
              opacity={enabled ? 1 : 0.5}
              cursor={enabled ? 'pointer' : 'not-allowed'}
              loading={searching}
              loadingText="Szukam…"
            >
              Szukaj
            </Button>
            <DatabaseDownloadButton />
          </HStack>

          {!advanced && (
            <Box as="details" ref={disclosure} borderTopWidth="1px" pt="4" onToggle={() => setDisclosed(!!disclosure.current?.open)}>
              <Box as="summary" id="advanced-summary" cursor="pointer" fontWeight="semibold" mb="3" width="fit-content">
                Wyszukiwanie zaawansowane
              </Box>
              {/* Drawn once opened: on a phone the first screen hydrates without fields nobody here can use yet. */}
              {disclosed && advancedFields}
            </Box>
          )}
        </Stack>
      </form>
    </Box>
  );
}
