import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { databaseSelectionSchema, plural, type DatabaseSelectionInput } from 'schema/validation';
import type { CatalogFilter } from '../../gql/graphql';
import { formatNumber } from '../../components/ui/format';
import { DatabaseSelectionCountDocument, type DatabaseSelectionCountQuery } from './Commerce.generated';

/** How long the selection must stay unchanged before it is counted: one request per pause in typing. */
export const COUNT_DEBOUNCE_MS = 400;

/** The selection as the catalogue's filter, or null while it is not valid (the form says why on submit). */
function filterOf(input: DatabaseSelectionInput): CatalogFilter | null {
  const parsed = databaseSelectionSchema.safeParse(input);
  if (!parsed.success) return null;
  const { productName, brand, companyName, nip, gtin, categories } = parsed.data;
  const filter: CatalogFilter = { name: productName, brand, companyName, companyNip: nip, gtin, gpc: categories.length ? categories : undefined };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Answer = DatabaseSelectionCountQuery['catalogSearch'];

/** The count an answer gives: a page's total, a too-large selection's matches, none for a GTIN not in the own database. */
function countOf(answer: Answer): number | null {
  switch (answer.__typename) {
    case 'CatalogPage':
      return answer.totalCount;
    case 'TooManyResults':
      return answer.matchCount;
    case 'ProductNotFound':
    case 'NoProductsFound':
    case 'NotFromOrganisation':
      return 0;
    default:
      return null;
  }
}

const products = (n: number) => plural(n, { one: 'produkt', few: 'produkty', many: 'produktów' });

/**
 * The number of products the selection picks, before anything is generated. The catalogue's count includes the few
 * products their owners keep private, which the file leaves out, so it is the most the file will hold.
 */
export function SelectionCount({ control, remaining }: { control: Control<DatabaseSelectionInput>; remaining: number | null }) {
  const values = useWatch({ control });
  const filter = useSettled(JSON.stringify(filterOf(values as DatabaseSelectionInput)), COUNT_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(DatabaseSelectionCountDocument, {
    variables: { filter: JSON.parse(filter) as CatalogFilter },
    skip: filter === 'null',
  });
  const answer = (data ?? previousData)?.catalogSearch;
  const count = answer ? countOf(answer) : null;
  return (
    <Text role="status" aria-live="polite" aria-busy={loading} mb="4" fontWeight="medium">
      {count !== null &&
        `Wybrane filtry obejmują do ${formatNumber(count)} ${products(count)} (plik zawiera tylko produkty publiczne).` +
          (remaining !== null && count > remaining ? ` To więcej, niż pozostało w pakiecie (${formatNumber(remaining)}).` : '')}
      {answer && count === null && 'message' in answer && `Nie udało się policzyć produktów: ${answer.message}`}
    </Text>
  );
}
