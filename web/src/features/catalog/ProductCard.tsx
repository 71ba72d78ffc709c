/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Modal } from '../../components/ui/Modal';
import type { ProductCard_ProductFragment } from './ProductCard.generated';
import { printedGtin } from 'schema/validation';
import { formatDate } from '../../components/ui/format';
import { button, focusRing, from, textStyle, token } from '../../components/ui/tokens';
import { badge, heading, stack } from '../../components/ui/pageStyles';
import { ProductStatusBadge } from './ProductStatusBadge';
import { polishName } from './polishNames';

/*
 * The card is drawn without Chakra's style system (components/ui/tokens.ts, decision 041): it is the page most visits
 * end on, often the first one, from a shared link; its picture's dialog loads the system when opened.
 */

/** The barcode is drawn only when asked for: its encoder is not part of the card's first screen. */
const Barcode = lazy(() => import('./Barcode'));

/** Chakra's `DataList` (horizontal, md): a label column of at least 120 px beside each value. */
const dataList = { display: 'flex', flexDirection: 'column', gap: token('spacing.4') } as const;
const dataItem = { display: 'inline-flex', alignItems: 'center', gap: token('spacing.4'), ...textStyle('sm') } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={dataItem}>
      <dt css={{ display: 'flex', alignItems: 'center', minWidth: '120px', color: token('colors.fg.muted') }}>{label}</dt>
      <dd css={{ display: 'flex', minWidth: 0, flex: 1 }}>{children ?? '–'}</dd>
    </div>
  );
}

/** An outside address; a long one wraps anywhere rather than widening a phone's screen. */
function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={{ display: 'inline', overflowWrap: 'anywhere', color: token('colors.blue.700'), '&:hover': { textDecoration: 'underline' }, ...focusRing() }}
    >
      {children}
    </a>
  );
}

/** The picture's box, fixed so that the card does not jump when the picture arrives. */
const PICTURE_HEIGHT = '280px';

/** The picture; a click opens the full image in a dialog (spec: 'click to enlarge'). */
function PictureZoom({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Powiększ zdjęcie"
        css={{
          cursor: 'zoom-in',
          display: 'block',
          width: '100%',
          height: PICTURE_HEIGHT,
          borderRadius: token('radii.md'),
          '&:focus-visible': { outline: '2px solid', outlineColor: token('colors.blue.500') },
        }}
      >
        <img src={src} alt={alt} css={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} size="xl">
        <img src={src} alt={`${alt} – powiększenie`} css={{ width: '100%', objectFit: 'contain' }} />
      </Modal>
    </>
  );
}

/** The GTIN as a toggle: a click shows its EAN barcode (spec: 'EAN barcode on click'). */
function GtinWithBarcode({ gtin }: { gtin: string }) {
  const [shown, setShown] = useState(false);
  const barcodeId = useId();
  return (
    <div css={stack('2', 'flex-start')}>
      <p>
        GTIN:{' '}
        <button
          type="button"
          css={{ fontWeight: token('fontWeights.bold'), textDecoration: 'underline dotted', cursor: 'pointer', borderRadius: token('radii.l1'), ...focusRing() }}
          aria-expanded={shown}
          aria-controls={shown ? barcodeId : undefined}
          title={shown ? 'Ukryj kod kreskowy' : 'Pokaż kod kreskowy'}
          onClick={() => setShown((v) => !v)}
        >
          {printedGtin(gtin)}
        </button>
      </p>
      {shown && (
        <Suspense fallback={<p id={barcodeId}>Rysowanie kodu kreskowego…</p>}>
          <Barcode gtin={gtin} id={barcodeId} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The generator makes codes only for active numbers of the provider's own database with their data filled in; the
 * card offers it only for those (a global, inactive or partial product would be refused after the click).
 */
const generatesCode = (product: ProductCard_ProductFragment) => !product.isGlobal && !product.isPartial && product.status === 'ACTIVE';

export function ProductCard({ product, onBack }: { product: ProductCard_ProductFragment; onBack: () => void }) {
  const picture = product.imageUrls[0];
  const lastCategory = product.category.at(-1);
  const company = product.company;
  const address = company
    ? [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return (
    <article aria-labelledby="product-name" css={stack('6')}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: token('spacing.8'), [from.md]: { flexDirection: 'row' } }}>
        <div css={{ flexShrink: 0, width: '100%', [from.md]: { width: '280px' } }}>
          {picture ? (
            <PictureZoom src={picture} alt={product.name ?? `Produkt ${printedGtin(product.gtin)}`} />
          ) : (
            <div
              role="img"
              aria-label="Brak zdjęcia"
              css={{
                height: '200px',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: token('colors.gray.100'),
                borderRadius: token('radii.md'),
                color: token('colors.fg.muted'),
              }}
            >
              Brak zdjęcia
            </div>
          )}
        </div>
        <div css={{ ...stack('3'), flex: 1 }}>
          <h1 id="product-name" css={heading('2xl')}>
            {product.name ?? 'Produkt bez nazwy'}
          </h1>
          <GtinWithBarcode gtin={product.gtin} />
          <ProductStatusBadge status={product.status} />
          {product.isGlobal ? (
            // The provider verifies only its own database; a global record is its owner's word, in another country.
            <div css={stack('1', 'flex-start')}>
              <span css={badge({ variant: 'outline' })}>Z globalnego rejestru GS1</span>
              <p css={{ fontSize: token('fontSizes.sm'), color: token('colors.fg.muted') }}>
                Dane podał właściciel numeru za granicą; GS1 Polska ich nie weryfikuje.
              </p>
            </div>
          ) : (
            product.isVerified && <span css={badge({ palette: 'blue' })}>✓ Zweryfikowane przez GS1 Polska</span>
          )}
        </div>
      </div>

      <dl aria-label="Dane produktu" css={dataList}>
        <Row label="Marka">{product.brand}</Row>
        {product.isPublic && lastCategory && <Row label="Kategoria">{lastCategory.text}</Row>}
        <Row label="Zawartość netto">
          {product.netContent.length ? product.netContent.map((q) => `${q.value} ${q.unit}`).join(', ') : null}
        </Row>
        <Row label="Rynek docelowy">
          {product.targetMarkets.length ? product.targetMarkets.map((m) => polishName('region', m)).join(', ') : null}
        </Row>
        <Row label="Język opisu">{product.descriptionLanguage ? polishName('language', product.descriptionLanguage) : null}</Row>
        <Row label="Strona produktu">
          {product.productPage ? <External href={product.productPage}>{product.productPage}</External> : null}
        </Row>
        {product.productCardPage && (
          <Row label="Dodatkowe dane">
            <External href={product.productCardPage}>Zobacz dodatkowe dane</External>
          </Row>
        )}
        <Row label="Opis">{product.description}</Row>
        <Row label="Data ostatniej modyfikacji">{formatDate(product.lastModified)}</Row>
      </dl>

      {company && (
        <section aria-labelledby="owner-heading" css={{ borderWidth: '1px', borderRadius: token('radii.md'), padding: token('spacing.4') }}>
          <h2 id="owner-heading" css={{ ...heading('md'), marginBottom: token('spacing.3') }}>
            Właściciel numeru GTIN
          </h2>
          <dl css={dataList}>
            <Row label="Nazwa">{company.name}</Row>
            <Row label="NIP">{company.nip}</Row>
            <Row label="Adres">{address || null}</Row>
            <Row label="Strona WWW">{company.webPage ? <External href={company.webPage}>{company.webPage}</External> : null}</Row>
            <Row label="Telefon">{company.phoneNumber}</Row>
          </dl>
        </section>
      )}

      {product.externalSources.length > 0 && (
        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading" css={{ ...heading('md'), marginBottom: token('spacing.2') }}>
            Źródła zewnętrzne
          </h2>
          <ul css={{ ...stack('1'), paddingInlineStart: token('spacing.5'), listStyleType: 'disc' }}>
            {product.externalSources.map((s) => (
              <li key={s.url}>
                <External href={s.url}>{s.name}</External>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div css={{ display: 'flex', flexWrap: 'wrap', gap: token('spacing.3') }}>
        <button type="button" css={button({ variant: 'outline' })} onClick={onBack}>
          Wróć
        </button>
        {generatesCode(product) && (
          <RouterLink to={`/generator_2d?gtin_number=${product.gtin}`} css={button({ palette: 'blue' })}>
            Wygeneruj kod 2D
          </RouterLink>
        )}
      </div>
    </article>
  );
}
