import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ANONYMOUS_OFFSETS, CATALOG_PAGE_SIZE, MEMBER_MAX_PAGES, type CatalogFilterInput } from 'schema/validation';
import { CatalogSearchDocument } from './CatalogSearch.generated';
import { useViewer } from '../../shared/viewer/useViewer';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useCaptchaDialog } from '../../shared/captcha/useCaptchaDialog';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';
import { keepScroll } from '../../shared/navigation/keepScroll';
import { allowedOffset, readSearch, toFilter, writeSearch } from './urlState';

/**
 * The catalogue search, whose state is the URL (docs/decisions/004): reads filters and page from the query string,
 * runs `catalogSearch`, and acts on the answers that lead elsewhere. `search` pushes a new search into the URL.
 */
export function useCatalogSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { show } = useStatusMessage();
  const { viewer, loading: viewerLoading } = useViewer();
  // Until the session is known nobody is treated as anonymous (no captcha request for a member).
  const anonymous = !viewerLoading && !viewer;

  const url = useMemo(() => readSearch(params), [params]);
  const limit = anonymous ? CATALOG_PAGE_SIZE : url.limit;
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
  const captchaDialog = useCaptchaDialog(result, () => void refetch());
  const refused = useAccessProblem(result);

  const hrefOf = useCallback(
    (page: number) => `/catalog?${writeSearch(url.form, (page - 1) * limit, limit).toString()}`,
    [url.form, limit],
  );
  const firstPage = hrefOf(1);

  // Anonymous visitors see only the first pages (spec §9): the URL of any other offset becomes the first page's.
  const offsetRefused = runs && offset !== url.offset;
  useEffect(() => {
    if (offsetRefused) navigate(firstPage, { replace: true });
  }, [offsetRefused, firstPage, navigate]);

  useEffect(() => {
    if (result?.__typename === 'CatalogPage' && result.mode === 'SINGLE' && result.products[0]) {
      // A single GTIN goes straight on to its card, which reads the product from the cache and says what is left of
      // the visitor's lookups.
      // The card's address keeps the GTIN as the person typed it (the card pads it to ask).
      navigate(`/catalog/${url.form.gtin || result.products[0].gtin}`, { replace: true, state: { lookupQuota: result.lookupQuota ?? null } });
    } else if (result?.__typename === 'OffsetNotAllowed') {
      show('info', result.message, { path: '/catalog' });
      navigate(firstPage, { replace: true });
    }
  }, [result, url.form.gtin, firstPage, navigate, show]);

  /** Starts a search from the first page; the same search again asks the server again. */
  const search = (next: CatalogFilterInput) => {
    const query = `?${writeSearch(next, 0, limit).toString()}`;
    if (query === location.search) void refetch();
    // The results come into view where the form was, not the top of the page (CatalogPage).
    else navigate({ pathname: '/catalog', search: query }, { state: keepScroll });
  };

  const pageCount =
    result?.__typename === 'CatalogPage'
      ? Math.min(Math.ceil(result.totalCount / limit), anonymous ? ANONYMOUS_OFFSETS.length : MEMBER_MAX_PAGES)
      : 0;

  return {
    /** Filters as the URL holds them (the form starts from them and follows them). */
    form: url.form,
    /** Whether the URL asks for a search at all. */
    active: url.active,
    result,
    loading,
    error,
    page: Math.floor(offset / limit) + 1,
    pageCount,
    hrefOf,
    search,
    captchaDialog,
    /** The answer is about the person (an ended session, a missing permission): they are being led elsewhere. */
    refused,
  };
}
