import { useQuery } from '@apollo/client/react';
import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { VerificationPageDocument } from './Verification.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { SafeHtml } from '../../shared/content/SafeHtml';
import { prefetchViewer, useViewer } from '../../shared/viewer/useViewer';
import { Recommendations } from './Recommendations';

/** `/verify_data`: what verification is (the CMS page `verify-data`), how to prepare a file, and the way to send it. */
export default function VerifyDataPage() {
  usePageTitle('Weryfikuj dane');
  const { data } = useQuery(VerificationPageDocument);
  const { can } = useViewer();
  const content = data?.verificationPage.content ?? '';
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        Weryfikuj dane
      </Heading>
      {content ? (
        <SafeHtml html={content} />
      ) : (
        <Text>
          Zarejestrowane firmy mogą bezpłatnie zweryfikować numery GTIN swoich produktów: wyślij plik z listą numerów, a
          wynik pobierzesz w zakładce „Moje produkty” przez 30 dni.
        </Text>
      )}
      <Heading as="h2" size="md">
        Jak przygotować plik
      </Heading>
      <Recommendations />
      <Heading as="h2" size="md">
        Co dalej
      </Heading>
      <List.Root ps="5">
        <List.Item>Pełna weryfikacja trwa około 2–3 tygodni; wyślemy e-mail, gdy wynik będzie gotowy.</List.Item>
        <List.Item>Naraz przetwarzamy jeden plik firmy.</List.Item>
      </List.Root>
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={can('file_sending_to_verification') ? '/verify_data/upload' : '/login'}>Wyślij plik do weryfikacji</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Where "Wyślij plik do weryfikacji" leads depends on who asks (a member's upload form, a visitor's login). A visitor
 * with a session gets the page drawn for them (decision 026): served as the build drew it, a press before the app ran
 * sent a signed-in member to the login page, and from there home.
 */
export const prefetch = prefetchViewer;
