import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ContentPage } from './ContentPage';

export const SENTRY_TEST_MESSAGE = 'Błąd testowy strony /sentry-test';

/** Throws while rendering: the route's error page catches it and the error reporter sends it. */
function Failing(): never {
  throw new Error(SENTRY_TEST_MESSAGE);
}

/** `/sentry-test`: raises an error on request, to check that error reporting works in this environment. */
export default function SentryTestPage() {
  const [failing, setFailing] = useState(false);
  return (
    <ContentPage title="Test zgłaszania błędów">
      <Text>
        Przycisk wywołuje błąd aplikacji. Gdy zgłaszanie błędów jest włączone (poza komputerem dewelopera i z ustawionym
        adresem DSN), błąd trafia do systemu zgłoszeń z nazwą środowiska.
      </Text>
      <Button colorPalette="red" alignSelf="flex-start" onClick={() => setFailing(true)}>
        Wywołaj błąd testowy
      </Button>
      {failing && <Failing />}
    </ContentPage>
  );
}
