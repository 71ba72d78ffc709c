import { Alert, ChakraProvider, Link, List, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { isOwnDatabaseGtin, printedGtin, toGtin14 } from 'schema/validation';
import { Link as RouterLink } from 'react-router-dom';
import { styleSystem } from '../../components/ui/styleSystem';
import { LookupQuotaNote, type LookupQuota } from './LookupQuotaNote';

/**
 * "Nie znaleziono" with what to check and where to go next: the digits against the pack, what the prefix says about
 * where the number was looked for, and who can add the product (issue 27); then what is left of the day's lookups,
 * which this one counted against. Its own chunk: the catalogue loads it, and Chakra's system it is drawn with, with the
 * first answer that needs it.
 */
export default function NotFoundHelp({ message, gtin, quota }: { message: string; gtin: string; quota: LookupQuota | null }) {
  const own = isOwnDatabaseGtin(toGtin14(gtin));
  return (
    <ChakraProvider value={styleSystem()}>
      <Stack gap="3">
        <Alert.Root recipe={alertSlotRecipe} status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>
              {message}: {printedGtin(gtin)}
            </Alert.Title>
            <Alert.Description>
              Sprawdź:
              <List.Root ps="5" mt="1" gap="1">
                <List.Item>
                  cyfry — porównaj numer z opakowaniem (pod kodem kreskowym) cyfra po cyfrze: ostatnia, kontrolna cyfra
                  wyłapuje większość pomyłek, ale nie wszystkie;
                </List.Item>
                <List.Item>
                  {own
                    ? 'prefiks 590 — to numer nadany w Polsce, więc szukaliśmy w polskiej bazie GS1; producent mógł jeszcze nie wprowadzić do niej tego produktu.'
                    : 'prefiks — numery spoza Polski (inne niż 590) sprawdzamy w globalnym rejestrze GS1, dostępnym po zalogowaniu.'}
                </List.Item>
              </List.Root>
            </Alert.Description>
            <Alert.Description>
              Co dalej: zapytaj producenta o dane produktu, przeczytaj,{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/how_it_works">jak działa katalog</RouterLink>
              </Link>{' '}
              albo{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/contact">napisz do nas</RouterLink>
              </Link>
              . Jesteś producentem?{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/verify_data">Zweryfikuj swoje dane</RouterLink>
              </Link>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {quota && <LookupQuotaNote quota={quota} />}
      </Stack>
    </ChakraProvider>
  );
}
