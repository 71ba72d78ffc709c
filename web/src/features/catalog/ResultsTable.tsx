import { Box, Button, Link, Table } from '@chakra-ui/react';
import { printedGtin } from 'schema/validation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ProductCard_ProductFragment } from './ProductCard.generated';

function PhotoIcon({ has }: { has: boolean }) {
  return (
    <Box as="span" role="img" aria-label={has ? 'Ma zdjęcie' : 'Brak zdjęcia'} color={has ? 'green.700' : 'gray.400'}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 5h3l2-2h6l2 2h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm8 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6z"
        />
        {!has && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
      </svg>
    </Box>
  );
}

/** The page of results: GTIN link, name, brand, category (public products only), photo icon, 'Zobacz'. */
export function ResultsTable({ products }: { products: ProductCard_ProductFragment[] }) {
  const navigate = useNavigate();
  return (
    // Positioned, so the visually hidden header text stays inside the scrolling area on a narrow screen.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root className="stacked-table" size="sm" striped aria-label="Wyniki wyszukiwania">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>GTIN</Table.ColumnHeader>
            <Table.ColumnHeader>Nazwa</Table.ColumnHeader>
            <Table.ColumnHeader>Marka</Table.ColumnHeader>
            <Table.ColumnHeader>Kategoria</Table.ColumnHeader>
            <Table.ColumnHeader>Zdjęcie</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                Akcje
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((p) => (
            <Table.Row key={p.gtin}>
              <Table.Cell data-label="GTIN">
                <Link asChild color="blue.700" fontFamily="mono">
                  <RouterLink to={`/catalog/${p.gtin}`}>{printedGtin(p.gtin)}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell data-label="Nazwa">{p.name ?? '–'}</Table.Cell>
              <Table.Cell data-label="Marka">{p.brand ?? '–'}</Table.Cell>
              <Table.Cell data-label="Kategoria">{p.isPublic ? (p.category.at(-1)?.text ?? '–') : '–'}</Table.Cell>
              <Table.Cell data-label="Zdjęcie">
                <PhotoIcon has={p.imageUrls.length > 0} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => navigate(`/catalog/${p.gtin}`)}>
                  Zobacz
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
