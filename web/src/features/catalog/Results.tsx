import { ChakraProvider, Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { Pagination } from '../../components/ui/Pagination';
import { styleSystem } from '../../components/ui/styleSystem';
import { keepScroll } from '../../shared/navigation/keepScroll';
import { ResultsTable } from './ResultsTable';

/** A page of results and the links to the others: loaded with the first results and Chakra's system (CatalogPage). */
export default function Results({ products, ...pages }: ComponentProps<typeof ResultsTable> & ComponentProps<typeof Pagination>) {
  return (
    <ChakraProvider value={styleSystem()}>
      <Stack gap="4">
        <ResultsTable products={products} />
        {/* Another page keeps the results in view (CatalogPage brings their heading up), not the top of the form. */}
        <Pagination {...pages} linkState={keepScroll} />
      </Stack>
    </ChakraProvider>
  );
}
