import { lazy, Suspense, useId, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Modal } from '../../components/ui/Modal';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCard_ProductFragment } from './ProductCard.generated';
import { printedGtin } from 'schema/validation';
import { formatDate } from '../../components/ui/format';
import { ProductStatusBadge } from './ProductStatusBadge';
import { polishName } from './polishNames';

/** The barcode is drawn only when asked for: its encoder is not part of the card's first screen. */
const Barcode = lazy(() => import('./Barcode'));

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children ?? '–'}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** An outside address; a long one wraps anywhere rather than widening a phone's screen. */
function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.700" display="inline" overflowWrap="anywhere">
      {children}
    </Link>
  );
}

/** The picture's box, fixed so that the card does not jump when the picture arrives. */
const PICTURE_HEIGHT = '280px';

/** The picture; a click opens the full image in a dialog (spec: 'click to enlarge'). */
function PictureZoom({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box
        asChild
        cursor="zoom-in"
        display="block"
        width="full"
        height={PICTURE_HEIGHT}
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
      >
        <button type="button" onClick={() => setOpen(true)} aria-label="Powiększ zdjęcie">
          <Image src={src} alt={alt} width="full" height="full" objectFit="contain" />
        </button>
      </Box>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} size="xl">
        <Image src={src} alt={`${alt} – powiększenie`} width="full" objectFit="contain" />
      </Modal>
    </>
  );
}

/** The GTIN as a toggle: a click shows its EAN barcode (spec: 'EAN barcode on click'). */
function GtinWithBarcode({ gtin }: { gtin: string }) {
  const [shown, setShown] = useState(false);
  const barcodeId = useId();
  return (
    <Stack gap="2" align="flex-start">
      <Text>
        GTIN:{' '}
        <Button
          variant="plain"
          p="0"
          h="auto"
          fontWeight="bold"
          textDecoration="underline dotted"
          aria-expanded={shown}
          aria-controls={shown ? barcodeId : undefined}
          title={shown ? 'Ukryj kod kreskowy' : 'Pokaż kod kreskowy'}
          onClick={() => setShown((v) => !v)}
        >
          {printedGtin(gtin)}
        </Button>
      </Text>
      {shown && (
        <Suspense fallback={<Text id={barcodeId}>Rysowanie kodu kreskowego…</Text>}>
          <Barcode gtin={gtin} id={barcodeId} />
        </Suspense>
      )}
    </Stack>
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
    <Stack gap="6" as="article" aria-labelledby="product-name">
      <Flex gap="8" direction={{ base: 'column', md: 'row' }}>
        <Box flexShrink={0} width={{ base: 'full', md: '280px' }}>
          {picture ? (
            <PictureZoom src={picture} alt={product.name ?? `Produkt ${printedGtin(product.gtin)}`} />
          ) : (
            <Flex
              height="200px"
              align="center"
              justify="center"
              bg="gray.100"
              borderRadius="md"
              color="fg.muted"
              role="img"
              aria-label="Brak zdjęcia"
            >
              Brak zdjęcia
            </Flex>
          )}
        </Box>
        <Stack gap="3" flex="1">
          <Heading as="h1" size="2xl" id="product-name">
            {product.name ?? 'Produkt bez nazwy'}
          </Heading>
          <GtinWithBarcode gtin={product.gtin} />
          <ProductStatusBadge status={product.status} />
          {product.isGlobal ? (
            // The provider verifies only its own database; a global record is its owner's word, in another country.
            <Stack gap="1" align="flex-start">
              <Badge colorPalette="gray" variant="outline" size="lg">
                Z globalnego rejestru GS1
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                Dane podał właściciel numeru za granicą; GS1 Polska ich nie weryfikuje.
              </Text>
            </Stack>
          ) : (
            product.isVerified && (
              <Badge colorPalette="blue" alignSelf="flex-start" size="lg">
                ✓ Zweryfikowane przez GS1 Polska
              </Badge>
            )
          )}
        </Stack>
      </Flex>

      <DataList.Root orientation="horizontal" aria-label="Dane produktu">
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
      </DataList.Root>

      {company && (
        <Box as="section" aria-labelledby="owner-heading" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="md" id="owner-heading" mb="3">
            Właściciel numeru GTIN
          </Heading>
          <DataList.Root orientation="horizontal">
            <Row label="Nazwa">{company.name}</Row>
            <Row label="NIP">{company.nip}</Row>
            <Row label="Adres">{address || null}</Row>
            <Row label="Strona WWW">
              {company.webPage ? <External href={company.webPage}>{company.webPage}</External> : null}
            </Row>
            <Row label="Telefon">{company.phoneNumber}</Row>
          </DataList.Root>
        </Box>
      )}

      {product.externalSources.length > 0 && (
        <Box as="section" aria-labelledby="sources-heading">
          <Heading as="h2" size="md" id="sources-heading" mb="2">
            Źródła zewnętrzne
          </Heading>
          <Stack as="ul" gap="1" ps="5">
            {product.externalSources.map((s) => (
              <li key={s.url}>
                <External href={s.url}>{s.name}</External>
              </li>
            ))}
          </Stack>
        </Box>
      )}

      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onBack}>
          Wróć
        </Button>
        {generatesCode(product) && (
          <Button asChild colorPalette="blue">
            <RouterLink to={`/generator_2d?gtin_number=${product.gtin}`}>Wygeneruj kod 2D</RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
