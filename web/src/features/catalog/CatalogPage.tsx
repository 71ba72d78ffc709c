/** @jsxImportSource @emotion/react */
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { messages, plural } from 'schema/validation';
import { useViewer } from '../../shared/viewer/useViewer';
import { AppViewerDocument } from '../../shared/viewer/Viewer.generated';
import { hasPermission, prefetchViewer } from '../../shared/viewer/useViewer';
import { CaptchaModal } from '../../shared/captcha/CaptchaModal';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { isCaptchaProblem } from '../../shared/captcha/useCaptchaDialog';
import { usePageTitle } from '../../components/ui/PageTitle';
import { formatNumber } from '../../components/ui/format';
import { Notice } from '../../components/ui/Notice';
import { withStyleSystem } from '../../components/ui/styleSystem';
import { from, token, visuallyHidden } from '../../components/ui/tokens';
import { spinner } from '../../components/ui/SpinnerOverlay';
import { heading, stack } from '../../components/ui/pageStyles';
import { CatalogSearchForm, loadAdvancedFilters } from './CatalogSearchForm';
import { useCatalogSearch } from './useCatalogSearch';
import { keepsScroll } from '../../shared/navigation/keepScroll';

/**
 * The page is drawn without Chakra's style system (decision 041). The results table and its pages are not on the
 * first screen (the form) and are drawn with Chakra: they load with its system once a search starts, beside its
 * request, so the prerendered catalogue's script is what the form needs.
 */
const loadResults = () => withStyleSystem(() => import('./Results'));
const Results = lazy(loadResults);
const NotFoundHelp = lazy(() => withStyleSystem(() => import('./NotFoundHelp')));

const searching = (
  <div role="status" css={{ display: 'flex', justifyContent: 'center', paddingBlock: token('spacing.8'), color: token('colors.blue.700') }}>
    <span css={spinner()} />
    <span css={visuallyHidden}>Wyszukiwanie…</span>
  </div>
);

/** 'Znaleziono 1 produkt / 3 produkty / 12 345 produktów' with Polish plural forms. */
export function foundText(count: number): string {
  return `Znaleziono ${formatNumber(count)} ${plural(count, { one: 'produkt', few: 'produkty', many: 'produktów' })}`;
}

/**
 * The page's introduction, the same for everyone: memoised, so the answers that arrive as the page starts (the viewer,
 * the captcha's state), each a render that blocks a phone's main thread, do not compute its styles again.
 */
const Intro = memo(function Intro() {
  return (
    <div css={{ background: token('colors.blue.900'), color: 'white', borderRadius: token('radii.lg'), padding: token('spacing.6'), [from.md]: { padding: token('spacing.10') } }}>
      <h1 css={{ ...heading('2xl'), marginBottom: token('spacing.2') }}>Katalog produktów</h1>
      <p>
        Sprawdź dane produktu po numerze GTIN (EAN). Numery z prefiksem 590 sprawdzisz w bazie GS1 Polska; pozostałe w
        globalnym rejestrze po zalogowaniu. Zarejestrowane firmy szukają też po nazwie, marce, firmie i kategorii GPC.
      </p>
    </div>
  );
});

/**
 * The form depends on who asks: a member's advanced search, a visitor's terms and captcha. The build draws it for an
 * anonymous first visit; for a visitor with a session the gateway draws it with the session's viewer and captcha
 * (decision 026), so a member's page does not arrive as a visitor's and change under them as the app starts.
 */
export const prefetch = prefetchViewer;

/** A member's page came drawn with the advanced filters: their code is loaded before the app takes the page over. */
export async function prepare(client: ApolloClient): Promise<void> {
  const viewer = client.readQuery({ query: AppViewerDocument })?.viewer ?? null;
  if (hasPermission(viewer, 'advanced_search')) await loadAdvancedFilters();
}

/** A moment while it is still ahead, null once it has passed (a timer renders the change). */
function useWhileAhead(moment: string | null): string | null {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!moment) return;
    const timer = setTimeout(() => setPassed(moment), Math.max(0, Date.parse(moment) - Date.now()));
    return () => clearTimeout(timer);
  }, [moment]);
  return moment && passed !== moment ? moment : null;
}

export default function CatalogPage() {
  usePageTitle('Katalog produktów');
  const { can } = useViewer();
  const { form, active, result, loading, error, page, pageCount, hrefOf, search, captchaDialog, refused } = useCatalogSearch();
  // These answers are about the form's fields, so the form shows them.
  const formProblem = result?.__typename === 'InvalidGtin' || result?.__typename === 'ValidationFailed' ? result : null;
  // The catalogue's lookup limit is used up until then: "Szukaj" says so instead of asking again in vain.
  const lookupsUntil = useWhileAhead(result?.__typename === 'RateLimited' ? (result.resetsAt ?? null) : null);
  useEffect(() => {
    if (active) void loadResults();
  }, [active]);

  // After "Szukaj" or another page, the answer comes into view with its heading focused (read out by screen readers),
  // once per navigation; a shared link or Back leaves the page where the browser put it.
  const { key, state } = useLocation();
  const results = useRef<HTMLElement>(null);
  const shownFor = useRef<string | null>(null);
  const answered = !!result && !loading;
  useEffect(() => {
    if (!answered || !keepsScroll(state) || shownFor.current === key) return;
    shownFor.current = key;
    const target = results.current?.querySelector<HTMLElement>('[data-results-heading]') ?? results.current;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [answered, state, key]);

  return (
    <div css={stack('6')}>
      <Intro />

      <CatalogSearchForm initial={form} problem={formProblem} lookupsUntil={lookupsUntil} searching={loading} onSearch={search} />

      <section ref={results} tabIndex={-1} aria-label="Wyniki" aria-busy={loading} css={{ outline: 'none', scrollMarginTop: token('spacing.4') }}>
        {!active ? (
          <p css={{ color: token('colors.fg.muted') }}>
            Wpisz numer GTIN{can('advanced_search') ? ' lub wypełnij pola wyszukiwania zaawansowanego' : ''} i kliknij
            „Szukaj”, aby zobaczyć produkty.
          </p>
        ) : loading && !result ? (
          searching
        ) : error && !result ? (
          <Notice>{messages.generic}</Notice>
        ) : result?.__typename === 'CatalogPage' ? (
          <div css={stack('4')}>
            <h2 data-results-heading tabIndex={-1} css={{ ...heading('md'), scrollMarginTop: token('spacing.4'), outline: 'none' }}>
              {foundText(result.totalCount)}
            </h2>
            <Suspense fallback={searching}>
              <Results products={result.products} page={page} pageCount={pageCount} hrefOf={hrefOf} />
            </Suspense>
          </div>
        ) : result?.__typename === 'ProductNotFound' ? (
          <Suspense fallback={searching}>
            <NotFoundHelp message={result.message} gtin={form.gtin} quota={result.lookupQuota ?? null} />
          </Suspense>
        ) : result && !formProblem && !isCaptchaProblem(result) && !refused ? (
          <ProblemAlert problem={result} />
        ) : null}
      </section>

      <CaptchaModal {...captchaDialog} />
    </div>
  );
}
