import { Button, DataList, Heading, HStack, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { COMPANY_PROFILES, REGISTRATION_PURPOSES, VOIVODESHIPS, type RegistrationInput } from 'schema/validation';
import { Notice } from '../../../components/ui/Notice';

interface SummaryStepProps {
  attachment: File | null;
  error: string | null;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/** Step four: everything once more, then the registration. */
export function SummaryStep({ attachment, error, submitting, onSubmit, onBack }: SummaryStepProps) {
  const { getValues } = useFormContext<RegistrationInput>();
  const { company, user } = getValues();
  const person = user.newAccount;
  const rows: [string, string][] = [
    ['REGON', company.regon],
    ['NIP', company.nip],
    ['Nazwa firmy', company.name],
    ['Adres', `${company.street}, ${company.postalCode} ${company.city}`],
    ['Województwo', company.district ? VOIVODESHIPS[company.district] : '–'],
    ['Strona internetowa', company.webPage || '–'],
    ['Profil działalności', company.companyProfile ? COMPANY_PROFILES[company.companyProfile].label : '–'],
    ['Cele rejestracji', company.registrationPurposes.map((p) => REGISTRATION_PURPOSES[p].label).join('; ')],
    ['E-mail', user.email],
    ['Osoba', person ? `${person.firstName} ${person.lastName}, ${person.phoneNumber}` : 'dane z istniejącego konta'],
    ['Upoważnienie', attachment?.name ?? 'nie dołączono'],
  ];
  return (
    <Stack as="section" gap="5" aria-labelledby="registration-summary">
      <Heading as="h2" size="lg" id="registration-summary">
        Podsumowanie
      </Heading>
      {error && <Notice>{error}</Notice>}
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HStack>
        <Button variant="outline" onClick={onBack}>
          Wstecz
        </Button>
        <Button colorPalette="blue" onClick={onSubmit} loading={submitting} disabled={submitting}>
          Zarejestruj firmę
        </Button>
      </HStack>
    </Stack>
  );
}
