/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isAdvancedFilter, messages, termsProblem, type CatalogFilterInput, type CatalogFilterValues } from 'schema/validation';
import { formatMoment } from '../../components/ui/format';
import { useViewer } from '../../shared/viewer/useViewer';
import { CaptchaWidget, useCaptchaSolved } from '../../shared/captcha/CaptchaWidget';
import { setServerErrors, type ServerProblem } from '../../shared/forms/setServerErrors';
import { ScanButton } from '../../shared/scanner/ScanButton';
import { blinkCss, useBlink } from '../../components/ui/blink';
import { withStyleSystem } from '../../components/ui/styleSystem';
import { button, textStyle, token } from '../../components/ui/tokens';
import { spinner } from '../../components/ui/SpinnerOverlay';
import { stack } from '../../components/ui/pageStyles';
import { errorText, field, fieldLabel, helperText, input } from '../../components/ui/fieldStyles';
import { DatabaseDownloadButton } from './DatabaseDownloadButton';
import type { SearchFormValues } from './urlState';
import type * as AdvancedFiltersModule from './AdvancedFilters';
import { Checkbox } from '../../components/ui/Checkbox';

export const NO_FILTER = 'Wpisz numer GTIN lub wypełnij co najmniej jedno pole wyszukiwania';

const FIELDS = ['gtin', 'name', 'brand', 'companyName', 'companyNip', 'gpc'] as const;
/** The rule (zod, shared with the gateway) is not needed to draw the form: it loads when the form is first sent. */
const loadFilterResolver = () => import('./catalogRule').then((module) => module.filterResolver);

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** 'a', 'a i b', 'a, b i c'. */
const polishList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} i ${items.at(-1)}`);

/**
 * The advanced filters and their suggestions' combobox are drawn with Chakra, their own chunk with its system: loaded
 * for those who may use them as the page loads, for others when they open the disclosure.
 */
let advancedFilters: typeof AdvancedFiltersModule | undefined;
export const loadAdvancedFilters = () =>
  withStyleSystem(() => import('./AdvancedFilters')).then((module) => (advancedFilters = module));
const LazyAdvancedFilters = lazy(() => loadAdvancedFilters().then((module) => ({ default: module.AdvancedFilters })));

interface Props {
  /** The search the URL holds: the form starts from it and follows it. */
  initial: SearchFormValues;
  /** An answer to show on the fields (InvalidGtin, ValidationFailed). */
  problem: ServerProblem | null;
  /** The last lookup was refused until then (the day's limit), while that is ahead: no GTIN lookup before. */
  lookupsUntil: string | null;
  searching: boolean;
  /** The filters once the shared rule has accepted them (the GTIN as typed: the request pads it). */
  onSearch: (filter: CatalogFilterInput) => void;
}

/**
 * The search form: GTIN, the advanced filters (with advanced_search), and for anonymous visitors the terms and the
 * captcha. Search is active when a filter is filled, the terms are accepted (or a membership is present) and the
 * captcha is solved; otherwise a click says what is missing: the terms or captcha box blinks.
 */
export function CatalogSearchForm({ initial, problem, lookupsUntil, searching, onSearch }: Props) {
  const { viewer, can, loading: viewerLoading } = useViewer();
  // Once their chunk is in (a member's drawn page loads it before hydration), the filters render at once, outside any
  // Suspense boundary: React hydrates a boundary's content only after the rest of the page, after what the person
  // typed into it meanwhile was given back (app/beforeLive.ts), which would then be lost.
  const [Loaded] = useState(() => advancedFilters?.AdvancedFilters);
  // Until the session is known the form is a visitor's, as prerendered (decision 018): its terms and captcha boxes are
  // in the page from the start, not pushing the rest down once the viewer answers.
  const anonymous = !viewer;
  const member = !!viewer?.activeMembership;
  const advanced = can('advanced_search');
  const captchaSolved = useCaptchaSolved(!anonymous || viewerLoading);
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
  const hasFilter = !!values.gtin || (advanced && isAdvancedFilter(values));
  const termsOk = termsProblem({ member, termsAccepted: terms }) === null;
  const captchaOk = !anonymous || captchaSolved;
  const limited = !!values.gtin && !!lookupsUntil;
  const enabled = hasFilter && termsOk && captchaOk && !limited;

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
  const gtinId = useId();

  // Those who may use them fill them before "Szukaj"; for others they are a disclosure below it, so that on a phone the
  // GTIN, the terms, the captcha and "Szukaj" come first (issue 27).
  const advancedFields = Loaded ? (
    <Loaded form={form} advanced={advanced} signedIn={!!viewer} />
  ) : (
    <Suspense fallback={null}>
      <LazyAdvancedFilters form={form} advanced={advanced} signedIn={!!viewer} />
    </Suspense>
  );

  // What still stands between the person and a search, said next to the button that cannot search yet.
  const missing = [
    !hasFilter && (advanced ? 'wpisz numer GTIN lub wypełnij pole wyszukiwania zaawansowanego' : 'wpisz numer GTIN'),
    !termsOk && 'zaakceptuj regulamin',
    !captchaOk && 'potwierdź, że nie jesteś robotem',
    limited && `poczekaj do ${formatMoment(lookupsUntil!)}: limit wyszukiwań numeru GTIN został wykorzystany`,
  ].filter((item) => item !== false);

  const gtinInvalid = !!errors.gtin;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Wyszukiwanie produktu" css={stack('4')}>
      <div css={{ ...field, maxWidth: token('sizes.md') }}>
        <label htmlFor={gtinId} css={fieldLabel}>
          Numer GTIN
        </label>
        <div css={{ display: 'flex', alignItems: 'center', gap: token('spacing.2'), width: '100%' }}>
          <input
            id={gtinId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            aria-invalid={gtinInvalid || undefined}
            aria-describedby={`${gtinId}-help${gtinInvalid ? ` ${gtinId}-error` : ''}`}
            css={input}
            {...gtinField}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value);
              clearErrors('gtin');
              return gtinField.onChange(e);
            }}
          />
          <ScanButton onScan={scan} />
        </div>
        <span id={`${gtinId}-help`} css={helperText}>
          8, 12, 13 lub 14 cyfr
        </span>
        {gtinInvalid && (
          <span id={`${gtinId}-error`} css={errorText}>
            {errors.gtin?.message}
          </span>
        )}
      </div>

      {advanced && advancedFields}

      {!member && (
        <div data-blink={termsBlink ? 'true' : undefined} css={[{ padding: token('spacing.1'), alignSelf: 'flex-start' }, termsBlink && blinkCss]}>
          <Checkbox ref={termsBox} checked={terms} onCheckedChange={setTerms}>
            Akceptuję{' '}
            <RouterLink to="/terms" target="_blank" css={{ color: token('colors.blue.700'), textDecoration: 'underline' }}>
              regulamin
            </RouterLink>
          </Checkbox>
        </div>
      )}

      {anonymous && (
        <div
          data-testid="captcha-box"
          data-blink={captchaBlink ? 'true' : undefined}
          css={[{ padding: token('spacing.1'), alignSelf: 'flex-start' }, captchaBlink && blinkCss]}
        >
          <CaptchaWidget />
        </div>
      )}

      {formError && (
        <p role="alert" css={{ color: token('colors.red.600') }}>
          {formError}
        </p>
      )}

      {!enabled && missing.length > 0 && (
        <p id="search-missing" css={{ fontSize: token('fontSizes.sm'), color: token('colors.fg.muted') }}>
          Aby wyszukać, {polishList(missing)}.
        </p>
      )}

      <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token('spacing.3') }}>
        <button
          type="submit"
          aria-disabled={!enabled}
          aria-describedby={!enabled && missing.length > 0 ? 'search-missing' : undefined}
          aria-busy={searching || undefined}
          disabled={searching}
          css={{ ...button({ palette: 'blue' }), opacity: enabled ? 1 : 0.5, cursor: enabled ? 'pointer' : 'not-allowed' }}
        >
          {searching ? (
            <>
              <span css={spinner('5')} aria-hidden="true" />
              Szukam…
            </>
          ) : (
            'Szukaj'
          )}
        </button>
        <DatabaseDownloadButton />
      </div>

      {!advanced && (
        <details
          ref={disclosure}
          css={{ borderTopWidth: '1px', paddingTop: token('spacing.4') }}
          onToggle={() => setDisclosed(!!disclosure.current?.open)}
        >
          <summary id="advanced-summary" css={{ cursor: 'pointer', fontWeight: token('fontWeights.semibold'), marginBottom: token('spacing.3'), width: 'fit-content', ...textStyle('md') }}>
            Wyszukiwanie zaawansowane
          </summary>
          {/* Drawn once opened: on a phone the first screen hydrates without fields nobody here can use yet. */}
          {disclosed && advancedFields}
        </details>
      )}
    </form>
  );
}
