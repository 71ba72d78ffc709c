/** @jsxImportSource @emotion/react */
import { useQuery } from '@apollo/client/react';
import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HomeDocument } from './Home.generated';
import { publicRead } from '../../shared/content/publicRead';
import { SafeHtml } from '../../shared/content/SafeHtml';
import { ScanButton } from '../../shared/scanner/ScanButton';
import { prefetchViewer, useViewer } from '../../shared/viewer/useViewer';
import { formatNumber } from '../../components/ui/format';
import { usePageTitle } from '../../components/ui/PageTitle';
import { button, from, textStyle, token } from '../../components/ui/tokens';
import { heading } from '../../components/ui/pageStyles';

/** The eight tiles of 'who can use it' (spec: member-side §1 audience, admin-side §2 home page). */
const audience = [
  { title: 'Twórcy aplikacji webowych', text: 'Dane produktów w serwisach internetowych, przez API.' },
  { title: 'Twórcy aplikacji mobilnych', text: 'Skanowanie kodów EAN i karta produktu w telefonie.' },
  { title: 'Sklepy internetowe', text: 'Opisy, zdjęcia i kategorie produktów prosto od producentów.' },
  { title: 'Sklepy stacjonarne', text: 'Szybkie zakładanie kartotek towarowych po numerze GTIN.' },
  { title: 'Porównywarki cen', text: 'Jednoznaczne łączenie ofert po numerze GTIN.' },
  { title: 'Sieci handlowe', text: 'Wiarygodne dane do systemów zakupowych i logistycznych.' },
  { title: 'Operatorzy branżowych baz danych', text: 'Zasilanie baz danymi z katalogu GS1 Polska.' },
  { title: 'Agencje badań rynku', text: 'Klasyfikacja GPC i dane do analiz rynku.' },
];

const grid = (columns: CSSObject): CSSObject => ({ display: 'grid', gap: token('spacing.4'), gridTemplateColumns: 'repeat(1, minmax(0, 1fr))', ...columns });
const muted: CSSObject = { fontSize: token('fontSizes.sm'), color: token('colors.fg.muted') };

/** One counter, as Chakra's `Stat` draws it; its value's placeholder pulses as Chakra's `Skeleton` does. */
function Counter({ label, value, loading }: { label: string; value: string | null; loading: boolean }) {
  return (
    <dl css={{ display: 'flex', flexDirection: 'column', gap: token('spacing.1'), position: 'relative', flex: 1, borderWidth: '1px', borderRadius: token('radii.lg'), padding: token('spacing.5') }}>
      <dt css={{ display: 'inline-flex', alignItems: 'center', gap: token('spacing.1.5'), color: token('colors.fg.muted'), ...textStyle('sm') }}>{label}</dt>
      {/* The placeholder in the value's own <dd>: a <dl> holds only term and value pairs (also in the prerendered page). */}
      <dd aria-busy={loading || undefined} css={{ display: 'inline-flex', gap: token('spacing.1'), fontWeight: token('fontWeights.semibold'), letterSpacing: token('letterSpacings.tight'), fontVariantNumeric: 'proportional-nums', ...textStyle('2xl') }}>
        {loading ? (
          <div
            css={{
              height: token('sizes.8'),
              width: token('sizes.32'),
              borderRadius: token('radii.l2'),
              background: token('colors.bg.emphasized'),
              animation: token('animations.pulse'),
              animationDuration: '1.2s',
            }}
          />
        ) : (
          (value ?? '–')
        )}
      </dd>
    </dl>
  );
}

/**
 * Its children for a visitor, and while the viewer is not known yet: the prerendered page is the one a first visit
 * sees, so the sign-up parts are in it from the start instead of pushing the page down as they appear (a layout shift
 * on every first visit). A signed-in person's page is drawn for them without these parts (`prefetch`). The one part
 * that re-renders when the viewer answers.
 */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  return viewer ? null : children;
}

function Counters() {
  const { data, loading } = useQuery(HomeDocument, { fetchPolicy: 'cache-and-network', context: publicRead });
  const result = data?.productCounters;
  const counters = result?.__typename === 'ProductCounters' ? result : null;
  // The catalogue may be unavailable for a moment: the page stays, the counters say so.
  const unavailable = result && result.__typename !== 'ProductCounters' ? result.message : null;
  return (
    <>
      <div css={grid({ [from.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } })}>
        <Counter label="Produktów w polskiej bazie" value={counters ? formatNumber(counters.productCount) : null} loading={loading && !counters} />
        <Counter
          label="Nowych produktów w ostatnich 7 dniach"
          value={counters ? formatNumber(counters.productCountFrom7Days) : null}
          loading={loading && !counters}
        />
        <Counter label="Produktów w globalnym rejestrze" value="ponad 700 milionów" loading={false} />
      </div>
      {unavailable && (
        <p role="status" css={{ marginTop: token('spacing.3'), color: token('colors.fg.muted') }}>
          {unavailable}
        </p>
      )}
    </>
  );
}

/** What editors saved in the home page editor (the same request as the counters: Apollo sends it once). */
function SavedContent() {
  const { data } = useQuery(HomeDocument, { context: publicRead });
  const content = data?.pageContent?.content;
  return content ? <SafeHtml as="section" aria-label="O katalogu" html={content} /> : null;
}

/** A visitor with a session gets the page drawn for them: a member's without the sign-up parts a first visit sees. */
export const prefetch = prefetchViewer;

/**
 * The home page. Its answers (the viewer, the counters, the saved content) are read by the small parts that show
 * them, so an answer re-renders that part and not the page: on a phone, that re-render is main-thread time.
 */
export default function HomePage() {
  usePageTitle(null);
  const navigate = useNavigate();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: token('spacing.10') }}>
      <section
        css={{ background: token('colors.blue.900'), color: 'white', borderRadius: token('radii.lg'), padding: token('spacing.6'), [from.md]: { padding: token('spacing.12') } }}
      >
        <h1 css={{ ...heading('3xl'), marginBottom: token('spacing.3') }}>Katalog produktów GS1 Polska</h1>
        <p css={{ fontSize: token('fontSizes.lg'), marginBottom: token('spacing.6'), maxWidth: token('sizes.3xl') }}>
          Wiarygodne dane o produktach oznaczonych numerami GTIN (EAN) — prosto od producentów. Sprawdź produkt,
          zweryfikuj swoje dane i korzystaj z bazy przez API.
        </p>
        <div css={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: token('spacing.3') }}>
          <RouterLink to="/catalog" css={{ ...button({ palette: 'orange' }), background: token('colors.orange.700'), '&:hover': { background: token('colors.orange.800') } }}>
            Szukaj w katalogu
          </RouterLink>
          {/* A scanned GTIN is looked up by the catalogue's form, as a typed one (decision 033). */}
          <ScanButton
            look={{ color: 'white', borderColor: 'white', '&:hover': { background: token('colors.blue.700') } }}
            onScan={(gtin) => navigate('/catalog', { state: { scannedGtin: gtin } })}
          />
          <VisitorsOnly>
            <RouterLink to="/registration" css={{ ...button({ variant: 'outline' }), color: 'white', '&:hover': { background: token('colors.blue.700') } }}>
              Zarejestruj się
            </RouterLink>
          </VisitorsOnly>
        </div>
      </section>

      <section aria-labelledby="counters-heading">
        <h2 id="counters-heading" css={{ ...heading('xl'), marginBottom: token('spacing.4') }}>
          Katalog w liczbach
        </h2>
        <Counters />
      </section>

      <section aria-labelledby="audience-heading">
        <h2 id="audience-heading" css={{ ...heading('xl'), marginBottom: token('spacing.4') }}>
          Kto może korzystać z serwisu?
        </h2>
        <ul
          css={{
            ...grid({ [from.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [from.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
            listStyleType: 'none',
          }}
        >
          {audience.map((a) => (
            <li key={a.title} css={{ borderWidth: '1px', borderRadius: token('radii.md'), padding: token('spacing.4'), background: token('colors.gray.50') }}>
              <h3 css={{ ...heading('sm'), marginBottom: token('spacing.1') }}>{a.title}</h3>
              <p css={muted}>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <SavedContent />
      <VisitorsOnly>
        <section aria-label="Rejestracja" css={{ background: token('colors.orange.50'), borderRadius: token('radii.lg'), padding: token('spacing.6') }}>
          <h2 css={{ ...heading('lg'), marginBottom: token('spacing.2') }}>Dołącz do katalogu</h2>
          <p css={{ marginBottom: token('spacing.4') }}>
            Zarejestrowane firmy wyszukują bez limitu dziennego, korzystają z wyszukiwania zaawansowanego i bezpłatnie
            weryfikują swoje dane.
          </p>
          <RouterLink to="/registration" css={button({ palette: 'blue' })}>
            Zarejestruj firmę
          </RouterLink>
        </section>
      </VisitorsOnly>
    </div>
  );
}
