import { useQuery } from '@apollo/client/react';
import { Badge, Box, Code, DataList, Heading, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { MyCompanyDocument } from './Commerce.generated';
import { ProblemAlert } from '../../shared/problems/ProblemAlert';
import { formatDate, formatNumber } from '../../components/ui/format';
import { usePageTitle } from '../../components/ui/PageTitle';
import { UsageBar } from '../../components/ui/BarChart';
import { CopyButton } from '../../components/ui/CopyButton';
import { PACKAGE_TERMS, limitText } from './packageTerms';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** `/services` (users_manage): the company's package, its dates and use, the API key and the API documentation. */
export default function ServicesPage() {
  usePageTitle('Aktywne usługi');
  const { data, loading } = useQuery(MyCompanyDocument, { fetchPolicy: 'cache-and-network' });
  const result = data?.myCompany;
  const refused = useAccessProblem(result);
  if (loading && !result) return <Skeleton height="64" />;
  if (!result || refused) return null;
  if (result.__typename !== 'CompanyDetails') return <ProblemAlert problem={result} />;
  const { subscription: s } = result;
  const label = s.package ? PACKAGE_TERMS[s.package].label : s.name;

  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Aktywne usługi
      </Heading>
      <Box as="section" aria-labelledby="package-heading">
        <HStack gap="3" mb="3">
          <Heading as="h2" size="lg" id="package-heading">
            Pakiet {label}
          </Heading>
          <Badge colorPalette={s.active ? 'green' : 'red'}>{s.active ? 'Aktywny' : 'Nieaktywny'}</Badge>
        </HStack>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Firma</DataList.ItemLabel>
            <DataList.ItemValue>{result.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Obowiązuje</DataList.ItemLabel>
            <DataList.ItemValue>
              od {formatDate(s.beginsOn)} do {formatDate(s.endsOn)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Limit weryfikacji</DataList.ItemLabel>
            <DataList.ItemValue>{limitText(s.limits.verify)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Limit pobierania bazy i API</DataList.ItemLabel>
            <DataList.ItemValue>{s.limits.api === 0 ? 'brak pobierania bazy' : limitText(s.limits.api)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>

      <Box as="section" aria-labelledby="usage-heading">
        <Heading as="h2" size="lg" id="usage-heading" mb="3">
          Wykorzystanie
        </Heading>
        <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="4" maxW="3xl">
          <UsageBar label="Weryfikacja w pakiecie Starter" used={s.counters.freeVerified} left={s.remaining.freeVerification} />
          <UsageBar label="Weryfikacja w pakiecie płatnym" used={s.counters.verified} left={s.remaining.verification} />
          <UsageBar
            label="Pobieranie bazy danych i API"
            used={s.counters.csv + s.counters.api}
            left={s.remaining.download}
            note={`Pobrane rekordy CSV: ${formatNumber(s.counters.csv)}, zapytania API: ${formatNumber(s.counters.api)}`}
          />
        </Box>
        <Text fontSize="sm" mt="2" color="fg.muted">
          Pobieranie bazy i API korzystają ze wspólnego limitu: pozostało tyle, ile wynosi limit pakietu pomniejszony o pobrane rekordy CSV i API.
        </Text>
      </Box>

      <Box as="section" aria-labelledby="api-heading">
        <Heading as="h2" size="lg" id="api-heading" mb="3">
          API
        </Heading>
        <Stack gap="3">
          <Text>
            Klucz API:{' '}
            {result.apiKey ? (
              <Code recipe={codeRecipe} fontSize="md" aria-label="Klucz API">
                {result.apiKey}
              </Code>
            ) : (
              'nie wydano'
            )}
          </Text>
          {result.apiKey && <CopyButton text={result.apiKey} />}
          <Text>Klucz API działa z REST API dostawcy, opisanym tutaj:</Text>
          <List.Root ps="5">
            <List.Item>
              <Link href={result.apiDocumentation.swaggerUrl} target="_blank" rel="noopener noreferrer" color="blue.700">
                Dokumentacja API (Swagger UI)
              </Link>
            </List.Item>
            <List.Item>
              <Link href={result.apiDocumentation.schemaUrl} target="_blank" rel="noopener noreferrer" color="blue.700">
                Schemat API (OpenAPI)
              </Link>
            </List.Item>
          </List.Root>
          {/* Two APIs, two credentials: the GraphQL gateway refuses the key (401), so the page says what it takes. */}
          <Text>
            GraphQL API katalogu (<Code recipe={codeRecipe}>/graphql</Code>) nie przyjmuje klucza API: wysyłaj w nim token dostępu,
            który wydaje logowanie e-mailem i hasłem (<Code recipe={codeRecipe}>POST /api/v1/token/</Code>), w nagłówku{' '}
            <Code recipe={codeRecipe}>Authorization: Bearer</Code>. Jak go zdobyć, odświeżać i używać, mówi{' '}
            <Link href="/graphql/guide" color="blue.700">
              przewodnik integratora GraphQL
            </Link>
            .
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
