/** @jsxImportSource @emotion/react */
import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useNavigate, useParams, type Params } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { isValidGtin, messages, printedGtin, toGtin14 } from 'schema/validation';
import { ProductCardDocument } from './ProductCard.generated';
import { prefetchViewer } from '../../shared/viewer/useViewer';
import { CAPTCHA_QUESTION, CaptchaQuestion } from '../../shared/captcha/CaptchaModal';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { isCaptchaProblem, useCaptchaDialog } from '../../shared/captcha/useCaptchaDialog';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';
import { SpinnerOverlay } from '../../components/ui/SpinnerOverlay';
import { Notice } from '../../components/ui/Notice';
import { usePageTitle } from '../../components/ui/PageTitle';
import { button, token } from '../../components/ui/tokens';
import { heading, stack } from '../../components/ui/pageStyles';
import { ProductCard } from './ProductCard';
import { LookupQuotaNote, type LookupQuota } from './LookupQuotaNote';

const gtin14Of = (param = '') => (isValidGtin(param) ? toGtin14(param) : null);

/**
 * The card's answer, asked for before the page renders: by the gateway, which sends the card drawn with it, or by the
 * app as it starts (app/boot.tsx). The page's own query then reads it from the cache, or joins the same request while
 * it is in flight: one lookup either way. The viewer is asked for beside it (the header). A product is drawn on the
 * server, and so is the captcha's question to a visitor opening a shared link (its text is the first screen); other
 * problems are the browser's to show.
 */
export async function prefetch(client: ApolloClient, params: Params): Promise<boolean> {
  const gtin14 = gtin14Of(params.gtin);
  if (!gtin14) return false;
  const [{ data }] = await Promise.all([
    // The page's query shows what went wrong, if anything.
    client.query({ query: ProductCardDocument, variables: { gtin: gtin14 } }).catch(() => ({ data: undefined })),
    prefetchViewer(client),
  ]);
  return data?.product.__typename === 'Product' || isCaptchaProblem(data?.product);
}

export default function ProductCardPage() {
  const { gtin: param } = useParams();
  const navigate = useNavigate();
  // Arriving from the catalogue's lookup: what is left of the visitor's lookups (useCatalogSearch).
  const location = useLocation();
  const quota = (location.state as { lookupQuota?: LookupQuota | null } | null)?.lookupQuota ?? null;
  const gtin14 = gtin14Of(param);
  // cache-first: after a search the answer is already in the cache and no second request is made.
  const { data, loading, error, refetch } = useQuery(ProductCardDocument, {
    variables: { gtin: gtin14 ?? '' },
    skip: !gtin14,
    fetchPolicy: 'cache-first',
  });
  const result = data?.product;
  const captchaDialog = useCaptchaDialog(result, () => void refetch());
  const refused = useAccessProblem(result);

  usePageTitle(result?.__typename === 'Product' ? (result.name ?? result.gtin) : 'Karta produktu');

  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/catalog');
  }, [navigate]);

  const backButton = (
    <button type="button" css={button({ variant: 'outline' })} onClick={back}>
      Wróć
    </button>
  );

  if (!gtin14) {
    return (
      <div css={stack('4', 'flex-start')}>
        <Notice>{messages.invalidGtin}</Notice>
        {backButton}
      </div>
    );
  }

  if (loading && !result) return <SpinnerOverlay />;
  if (error || !result) return <Notice>{messages.generic}</Notice>;
  if (refused) return <SpinnerOverlay />;

  if (result.__typename === 'Product') {
    return quota ? (
      <div css={stack('3')}>
        <LookupQuotaNote quota={quota} />
        <ProductCard product={result} onBack={back} />
      </div>
    ) : (
      <ProductCard product={result} onBack={back} />
    );
  }

  return (
    <div css={stack('4', 'flex-start')}>
      <h1 css={heading('2xl')}>Karta produktu {printedGtin(gtin14)}</h1>
      {/* The captcha's question is the page itself (a shared link's first screen, drawn by the gateway), not a dialog
          over an empty page: it is read at once, and the box is live as soon as it is drawn. */}
      {isCaptchaProblem(result) ? (
        <>
          {/* Someone who followed a link learns where it leads and why the card asks first. */}
          <p css={{ maxWidth: token('sizes.prose') }}>
            Ten adres prowadzi do karty produktu o numerze GTIN {printedGtin(gtin14)} w katalogu GS1 Polska: jego nazwy,
            marki, zdjęcia i danych właściciela numeru. Bez logowania można sprawdzić do 30 produktów w ciągu 24 godzin,
            po potwierdzeniu, że nie jest się robotem. Masz konto w serwisie?{' '}
            <RouterLink to="/login" state={{ from: location.pathname }} css={{ color: token('colors.blue.700'), textDecoration: 'underline' }}>
              Zaloguj się
            </RouterLink>
            .
          </p>
          <section aria-label={CAPTCHA_QUESTION} css={stack('2', 'flex-start')}>
            <CaptchaQuestion message={captchaDialog.message} onSolved={captchaDialog.onSolved} />
          </section>
        </>
      ) : (
        <ProblemAlert problem={result} />
      )}
      {backButton}
    </div>
  );
}
