import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeDocument } from './Home.generated';
import { SafeHtml } from '../../shared/content/SafeHtml';
import { useViewer } from '../../shared/viewer/useViewer';
import { formatNumber } from '../../components/ui/format';
import { usePageTitle } from '../../components/ui/PageTitle';

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

function Counter({ label, value, loading }: { label: string; value: string | null; loading: boolean }) {
  return (
    <Stat.Root recipe={statSlotRecipe} borderWidth="1px" borderRadius="lg" p="5">
      <Stat.Label>{label}</Stat.Label>
      {/* The placeholder in the value's own <dd>: a <dl> holds only term and value pairs (also in the prerendered page). */}
      <Stat.ValueText aria-busy={loading || undefined}>{loading ? <Skeleton height="8" width="32" /> : (value ?? '–')}</Stat.ValueText>
    </Stat.Root>
  );
}

/** Its children only for a visitor known not to be signed in: the one part that re-renders when the viewer answers. */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  return loading || viewer ? null : children;
}

function Counters() {
  const { data, loading } = useQuery(HomeDocument, { fetchPolicy: 'cache-and-network' });
  const result = data?.productCounters;
  const counters = result?.__typename === 'ProductCounters' ? result : null;
  // The catalogue may be unavailable for a moment: the page stays, the counters say so.
  const unavailable = result && result.__typename !== 'ProductCounters' ? result.message : null;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Counter label="Produktów w polskiej bazie" value={counters ? formatNumber(counters.productCount) : null} loading={loading && !counters} />
        <Counter
          label="Nowych produktów w ostatnich 7 dniach"
          value={counters ? formatNumber(counters.productCountFrom7Days) : null}
          loading={loading && !counters}
        />
        <Counter label="Produktów w globalnym rejestrze" value="ponad 700 milionów" loading={false} />
      </SimpleGrid>
      {unavailable && (
        <Text role="status" mt="3" color="fg.muted">
          {unavailable}
        </Text>
      )}
    </>
  );
}

/** What editors saved in the home page editor (the same request as the counters: Apollo sends it once). */
function SavedContent() {
  const { data } = useQuery(HomeDocument);
  const content = data?.pageContent?.content;
  return content ? <SafeHtml as="section" aria-label="O katalogu" html={content} /> : null;
}

/**
 * The home page. Its answers (the viewer, the counters, the saved content) are read by the small parts that show
 * them, so an answer re-renders that part and not the page: on a phone, that re-render is main-thread time.
 */
export default function HomePage() {
  usePageTitle(null);
  return (
    <Stack gap="10">
      <Box as="section" bg="blue.900" color="white" borderRadius="lg" p={{ base: '6', md: '12' }}>
        <Heading as="h1" size="3xl" mb="3">
          Katalog produktów GS1 Polska
        </Heading>
        <Text fontSize="lg" mb="6" maxW="3xl">
          Wiarygodne dane o produktach oznaczonych numerami GTIN (EAN) — prosto od producentów. Sprawdź produkt,
          zweryfikuj swoje dane i korzystaj z bazy przez API.
        </Text>
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Button asChild colorPalette="orange" bg="orange.700" _hover={{ bg: 'orange.800' }}>
            <RouterLink to="/catalog">Szukaj w katalogu</RouterLink>
          </Button>
          <VisitorsOnly>
            <Button asChild variant="outline" color="white" _hover={{ bg: 'blue.700' }}>
              <RouterLink to="/registration">Zarejestruj się</RouterLink>
            </Button>
          </VisitorsOnly>
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="counters-heading">
        <Heading as="h2" size="xl" mb="4" id="counters-heading">
          Katalog w liczbach
        </Heading>
        <Counters />
      </Box>

      <Box as="section" aria-labelledby="audience-heading">
        <Heading as="h2" size="xl" mb="4" id="audience-heading">
          Kto może korzystać z serwisu?
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 4 }} gap="4">
          {audience.map((a) => (
            <Box as="li" key={a.title} borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
              <Heading as="h3" size="sm" mb="1">
                {a.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {a.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <SavedContent />
      <VisitorsOnly>
        <Box as="section" bg="orange.50" borderRadius="lg" p="6" aria-label="Rejestracja">
          <Heading as="h2" size="lg" mb="2">
            Dołącz do katalogu
          </Heading>
          <Text mb="4">
            Zarejestrowane firmy wyszukują bez limitu dziennego, korzystają z wyszukiwania zaawansowanego i bezpłatnie
            weryfikują swoje dane.
          </Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/registration">Zarejestruj firmę</RouterLink>
          </Button>
        </Box>
      </VisitorsOnly>
    </Stack>
  );
}
