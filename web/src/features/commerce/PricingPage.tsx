import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, DataList, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VAT_RATE, commerceMessages, messages } from 'schema/validation';
import { ActivePackageDocument, OrderSubscriptionDocument } from './Commerce.generated';
import type { SubscriptionPackage } from '../../gql/graphql';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useViewer } from '../../shared/viewer/useViewer';
import { formatDate, formatMoney, formatNumber } from '../../components/ui/format';
import { Modal } from '../../components/ui/Modal';
import { usePageTitle } from '../../components/ui/PageTitle';
import { PACKAGE_TERMS, limitText } from './packageTerms';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

const ORDER = ['STARTER', 'BASIC', 'PRO', 'UNLIMITED'] as const satisfies readonly SubscriptionPackage[];

/** How a pending order reads: its package, when and by whom. */
const orderText = (order: { package: SubscriptionPackage; orderedAt: string; orderedBy: string }) =>
  `pakietu ${PACKAGE_TERMS[order.package].label} z ${formatDate(order.orderedAt)} (zamawiający: ${order.orderedBy})`;

/**
 * `/pricing`: the four packages (net prices, VAT extra). A paid package can be ordered by a signed-in member
 * whose company is on Starter; a visitor is sent to the login page with the login-to-order message. While an order
 * awaits payment every member sees it; only the company's administrator may order another package, replacing it.
 */
export default function PricingPage() {
  usePageTitle('Cennik');
  const { viewer, loading: viewerLoading } = useViewer();
  const { show } = useStatusMessage();
  const navigate = useNavigate();
  const { data } = useQuery(ActivePackageDocument, { skip: !viewer, fetchPolicy: 'cache-and-network' });
  const [order, ordering] = useMutation(OrderSubscriptionDocument, { refetchQueries: [ActivePackageDocument] });
  // The package the person is about to order: the dialog with its recap is open.
  const [chosen, setChosen] = useState<SubscriptionPackage | null>(null);
  const handled = useAccessProblems();
  const onStarter = data?.activePackage === 'STARTER';
  const pendingOrder = data?.pendingOrder;
  const company = viewer?.activeMembership?.company.name;
  const isAdmin = viewer?.memberships.find((m) => m.id === viewer.activeMembership?.id)?.permissionGroup === 'LOCATION_ADMIN';
  // The pending order the chosen package would replace (an administrator's order of another package).
  const replacing = chosen && pendingOrder && pendingOrder.package !== chosen ? pendingOrder : null;

  const choose = (pkg: SubscriptionPackage) => {
    if (viewer) return setChosen(pkg);
    show('info', commerceMessages.loginToOrder, { path: '/login' });
    navigate('/login', { state: { from: '/pricing' } });
  };

  const orderChosen = async () => {
    if (!chosen || ordering.loading) return;
    try {
      const { data: answer } = await order({ variables: { package: chosen } });
      const outcome = answer?.orderSubscription;
      if (outcome?.__typename === 'SubscriptionOrdered') {
        show('success', outcome.replaces ? `${outcome.message} Zastąpiło ono zamówienie ${orderText(outcome.replaces)}.` : outcome.message);
      }
      else if (!handled(outcome)) show(outcome?.__typename === 'OrderPending' ? 'info' : 'error', outcome?.message ?? messages.generic);
    } catch {
      show('error', messages.generic);
    }
    setChosen(null);
  };
  const chosenTerms = chosen ? PACKAGE_TERMS[chosen] : null;

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
          // Offered once it is known who asks: a visitor (to log in) or a company on Starter with no order pending; while
          // one is, its administrator may order another package instead.
          const orderable = paid && !viewerLoading && (!viewer || (onStarter && (!pendingOrder || (isAdmin && pendingOrder.package !== pkg))));
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
                  <Button colorPalette="blue" alignSelf="flex-start" onClick={() => choose(pkg)}>
                    Zamów pakiet {terms.label}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      {pendingOrder && (
        <Box role="status" borderWidth="1px" borderColor="blue.300" bg="blue.50" borderRadius="md" p="4">
          <Text fontWeight="semibold">
            Zamówienie {orderText(pendingOrder)} czeka na płatność.
          </Text>
          <Text>Dane do płatności wysłaliśmy e-mailem. Pakiet aktywujemy najpóźniej następnego dnia roboczego po zaksięgowaniu wpłaty.</Text>
        </Box>
      )}
      {viewer && data?.activePackage && !onStarter && (
        <Text color="fg.muted">Pakiet można zamówić, gdy firma korzysta z pakietu Starter.</Text>
      )}
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={`Zamówienie pakietu ${chosenTerms?.label ?? ''}`}
        footer={
          <>
            <Button variant="outline" onClick={() => setChosen(null)}>
              Anuluj
            </Button>
            <Button colorPalette="blue" loading={ordering.loading} onClick={orderChosen}>
              Potwierdzam zamówienie
            </Button>
          </>
        }
      >
        {chosenTerms && (
          <Stack gap="3">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Pakiet</DataList.ItemLabel>
                <DataList.ItemValue>
                  {chosenTerms.label} ({chosenTerms.validityDays} dni)
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Firma</DataList.ItemLabel>
                <DataList.ItemValue>{company ?? '–'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Cena netto</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(chosenTerms.priceNet)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Cena brutto (z VAT {VAT_RATE * 100}%)</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="bold">{formatMoney(chosenTerms.priceNet * (1 + VAT_RATE))}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {replacing && <Text fontWeight="semibold">To zamówienie zastąpi oczekujące zamówienie {orderText(replacing)}.</Text>}
            <Text fontSize="sm">Dane do płatności wyślemy e-mailem; pakiet aktywujemy najpóźniej następnego dnia roboczego po zaksięgowaniu wpłaty.</Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
