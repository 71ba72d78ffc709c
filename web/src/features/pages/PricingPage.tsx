import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../shared/viewer/useViewer';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { formatNumber } from '../../components/ui/format';
import { ContentPage } from './ContentPage';

interface Package {
  id: 'free' | 'monthly' | 'yearly_limited' | 'yearly_unlimited';
  name: string;
  price: number;
  validityDays: number;
  verification: number | null;
  download: number | null | 'none';
  other?: string;
}

/** admin-side.md §9: net prices, VAT extra. */
export const packages: Package[] = [
  { id: 'free', name: 'Starter', price: 0, validityDays: 365, verification: 1000, download: 'none', other: 'Katalog: 30 numerów GTIN na 24 godziny' },
  { id: 'monthly', name: 'Basic', price: 350, validityDays: 30, verification: 5000, download: 5000 },
  { id: 'yearly_limited', name: 'Pro', price: 3000, validityDays: 365, verification: 1_500_000, download: 1_500_000 },
  { id: 'yearly_unlimited', name: 'Unlimited', price: 20000, validityDays: 365, verification: null, download: null, other: 'Wyniki wyszukiwania: 30 naraz' },
];

const limit = (n: number | null) => (n === null ? 'bez limitu' : `${formatNumber(n)} produktów`);

export default function PricingPage() {
  const { viewer } = useViewer();
  const { show } = useStatusMessage();
  const navigate = useNavigate();

  const order = () => {
    show('info', 'Zaloguj się, aby zamówić pakiet', { path: '/login' });
    navigate('/login');
  };

  return (
    <ContentPage title="Cennik">
      <Text>Ceny netto, do cen należy doliczyć VAT. Przeglądanie katalogu w ramach pakietów jest nieograniczone.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {packages.map((p) => (
          <Box key={p.id} as="section" aria-labelledby={`pkg-${p.id}`} borderWidth="1px" borderRadius="lg" p="5">
            <Stack gap="3" height="full">
              <Heading as="h2" size="lg" id={`pkg-${p.id}`}>
                {p.name}
              </Heading>
              <Text fontSize="2xl" fontWeight="bold">
                {p.price === 0 ? 'Bezpłatny' : `${formatNumber(p.price)} zł`}
                {p.price > 0 && (
                  <Text as="span" fontSize="sm" fontWeight="normal">
                    {' '}
                    netto
                  </Text>
                )}
              </Text>
              <List.Root ps="5" flex="1" gap="1">
                <List.Item>Ważność: {p.validityDays} dni</List.Item>
                <List.Item>Weryfikacja: {limit(p.verification)}</List.Item>
                <List.Item>
                  Pobieranie bazy / API: {p.download === 'none' ? 'brak pobierania bazy' : limit(p.download)}
                </List.Item>
                {p.other && <List.Item>{p.other}</List.Item>}
              </List.Root>
              {p.id === 'free' && <Badge alignSelf="flex-start">Przyznawany przy rejestracji</Badge>}
              {viewer ? (
                <Tooltip.Root openDelay={100}>
                  <Tooltip.Trigger asChild>
                    <Box as="span" tabIndex={0} display="inline-block" alignSelf="flex-start">
                      <Button disabled colorPalette="blue">
                        Zamów pakiet {p.name}
                      </Button>
                    </Box>
                  </Tooltip.Trigger>
                  <Tooltip.Positioner>
                    <Tooltip.Content>Wkrótce</Tooltip.Content>
                  </Tooltip.Positioner>
                </Tooltip.Root>
              ) : (
                <Button colorPalette="blue" alignSelf="flex-start" onClick={order}>
                  Zamów pakiet {p.name}
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </ContentPage>
  );
}
