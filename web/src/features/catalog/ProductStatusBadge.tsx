import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ProductStatus } from '../../gql/graphql';

const display: Record<ProductStatus, { label: string; color: string | null; note: string | null }> = {
  ACTIVE: { label: 'Aktywny', color: 'green', note: null },
  INACTIVE: { label: 'Nieaktywny', color: 'red', note: 'Producent nie aktualizuje już danych tego produktu' },
  WITHDRAWN: { label: 'Wycofany', color: 'orange', note: 'Produkt nie jest już produkowany' },
  UNKNOWN: { label: '–', color: null, note: null },
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const d = display[status] ?? display.UNKNOWN;
  return (
    <Stack gap="1" align="flex-start">
      {d.color ? (
        // The 700 shade keeps white text above the 4.5:1 contrast WCAG AA asks for (600 green/orange do not).
        <Badge colorPalette={d.color} variant="solid" bg={`${d.color}.700`} color="white" size="lg" data-color={d.color}>
          {d.label}
        </Badge>
      ) : (
        <Text as="span" aria-label="Status nieznany">
          {d.label}
        </Text>
      )}
      {d.note && (
        <Text fontSize="sm" color={`${d.color}.700`}>
          {d.note}
        </Text>
      )}
    </Stack>
  );
}
