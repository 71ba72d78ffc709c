/** @jsxImportSource @emotion/react */
import type { ProductStatus } from '../../gql/graphql';
import { token } from '../../components/ui/tokens';
import { badge, stack } from '../../components/ui/pageStyles';

const display: Record<ProductStatus, { label: string; color: string | null; note: string | null }> = {
  ACTIVE: { label: 'Aktywny', color: 'green', note: null },
  INACTIVE: { label: 'Nieaktywny', color: 'red', note: 'Producent nie aktualizuje już danych tego produktu' },
  WITHDRAWN: { label: 'Wycofany', color: 'orange', note: 'Produkt nie jest już produkowany' },
  UNKNOWN: { label: '–', color: null, note: null },
};

/** The product's status as a badge, with what it means where that is not obvious (drawn without Chakra's system). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const d = display[status] ?? display.UNKNOWN;
  return (
    <div css={stack('1', 'flex-start')}>
      {d.color ? (
        // The 700 shade keeps white text above the 4.5:1 contrast WCAG AA asks for (600 green/orange do not).
        <span css={{ ...badge({ variant: 'solid', palette: d.color }), background: token(`colors.${d.color}.700`), color: 'white' }} data-color={d.color}>
          {d.label}
        </span>
      ) : (
        <span aria-label="Status nieznany">{d.label}</span>
      )}
      {d.note && <p css={{ fontSize: token('fontSizes.sm'), color: token(`colors.${d.color}.700`) }}>{d.note}</p>}
    </div>
  );
}
