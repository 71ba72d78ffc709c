import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VAT_RATE, commerceMessages, messages } from 'schema/validation';
import { ActivePackageDocument, OrderSubscriptionDocument } from './Commerce.generated';
import type { SubscriptionPackage } from '../../gql/graphql';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useViewer } from '../../shared/viewer/useViewer';
import { formatNumber } from '../../components/ui/format';
import { usePageTitle } from '../../components/ui/PageTitle';
import { PACKAGE_TERMS, limitText } from './packageTerms';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

const ORDER = ['STARTER', 'BASIC', 'PRO', 'UNLIMITED'] as const satisfies readonly SubscriptionPackage[];

/**
 * `/pricing`: the four packages (net prices, VAT extra). A paid package can be ordered by a signed-in member
 * whose company is on Starter; a visitor is sent to the login page with the login-to-order message.
 */
export default function PricingPage() {
  usePageTitle('Cennik');
  const { viewer, loading: viewerLoading } = useViewer();
  const { show } = useStatusMessage();
  const navigate = useNavigate();
  const { data } = useQuery(ActivePackageDocument, { skip: !viewer, fetchPolicy: 'cache-and-network' });
  const [order, ordering] = useMutation(OrderSubscriptionDocument);
  const [pending, setPending] = useState<SubscriptionPackage | null>(null);
  const handled = useAccessProblems();
  const onStarter = data?.activePackage === 'STARTER';

  const orderPackage = async (pkg: SubscriptionPackage) => {
    if (!viewer) {
      show('info', commerceMessages.loginToOrder, { path: '/login' });
      navigate('/login', { state: { from: '/pricing' } });
      return;
    }
    setPending(pkg);
    try {
      const { data: answer } = await order({ variables: { package: pkg } });
      const outcome = answer?.orderSubscription;
      if (outcome?.__typename === 'SubscriptionOrdered') show('success', outcome.message);
      else if (!handled(outcome)) show('error', outcome?.message ?? messages.generic);
    } catch {
      show('error', messages.generic);
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Cennik
      </Heading>
      <Text>
        Ceny netto; do cen należy doliczyć VAT ({VAT_RATE * 100}%). Przeglądanie katalogu w ramach pakietów jest nieograniczone. Pakiet płatny
        aktywujemy najpóźniej następnego dnia roboczego po zaksięgowaniu wpłaty; dane do płatności wysyłamy e-mailem po zamówieniu.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {ORDER.map((pkg) => {
          const terms = PACKAGE_TERMS[pkg];
          const paid = terms.priceNet > 0;
          // Offered once it is known who asks: a visitor (to log in) or a company on Starter.
          const orderable = paid && !viewerLoading && (!viewer || onStarter);
          return (
            <Box key={pkg} as="section" aria-labelledby={`pkg-${pkg}`} borderWidth="1px" borderRadius="lg" p="5">
              <Stack gap="3" height="full">
                <Heading as="h2" size="lg" id={`pkg-${pkg}`}>
                  {terms.label}
                </Heading>
                <Text fontSize="2xl" fontWeight="bold">
                  {paid ? `${formatNumber(terms.priceNet)} zł` : 'Bezpłatny'}
                  {paid && (
                    <Text as="span" fontSize="sm" fontWeight="normal">
                      {' '}
                      netto + VAT
                    </Text>
                  )}
                </Text>
                <List.Root ps="5" flex="1" gap="1">
                  <List.Item>Ważność: {terms.validityDays} dni</List.Item>
                  <List.Item>Weryfikacja: {terms.verification === null ? 'bez limitu' : `${limitText(terms.verification)} produktów`}</List.Item>
                  <List.Item>
                    Pobieranie bazy / API:{' '}
                    {terms.download === 0 ? 'brak pobierania bazy' : terms.download === null ? 'bez limitu' : `${limitText(terms.download)} produktów`}
                  </List.Item>
                  {terms.note && <List.Item>{terms.note}</List.Item>}
                </List.Root>
                {!paid && <Badge alignSelf="flex-start">Przyznawany przy rejestracji</Badge>}
                {data?.activePackage === pkg && <Badge alignSelf="flex-start" colorPalette="green">Twój pakiet</Badge>}
                {orderable && (
                  <Button colorPalette="blue" alignSelf="flex-start" loading={ordering.loading && pending === pkg} onClick={() => orderPackage(pkg)}>
                    Zamów pakiet {terms.label}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      {viewer && data?.activePackage && !onStarter && (
        <Text color="fg.muted">Pakiet można zamówić, gdy firma korzysta z pakietu Starter.</Text>
      )}
    </Stack>
  );
}
