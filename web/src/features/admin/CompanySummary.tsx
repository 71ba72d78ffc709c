import { DataList } from '@chakra-ui/react';
import type { CompanySummary_CompanyFragment } from './Companies.generated';
import { formatDate } from '../../components/ui/format';
import { PACKAGE_LABEL } from './labels';

/** The company's identity, address and package, as a description list. */
export function CompanySummary({ company }: { company: CompanySummary_CompanyFragment }) {
  const { subscription } = company;
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(' '), company.district].filter(Boolean).join(', ');
  const items: [string, string][] = [
    ['NIP', company.nip ?? '–'],
    ['REGON', company.regon ?? '–'],
    ['Adres', address || '–'],
    ['Strona internetowa', company.webPage ?? '–'],
    ['Autoryzacja', company.isAuthorized ? 'Autoryzowana' : 'Nieautoryzowana'],
    ['Data aktywacji', formatDate(company.activationDate)],
    ['Pakiet', subscription.package ? PACKAGE_LABEL[subscription.package] : '–'],
    ['Okres pakietu', `${formatDate(subscription.beginsOn)} – ${formatDate(subscription.endsOn)} (${subscription.active ? 'aktywny' : 'nieaktywny'})`],
  ];
  return (
    <DataList.Root orientation="horizontal" aria-label="Dane firmy">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
