import { Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

export default function CookiesPage() {
  return (
    <ContentPage title="Polityka cookies">
      <Text>
        Serwis używa niezbędnych plików cookie: identyfikatora sesji (logowanie, potwierdzenie captcha) oraz
        informacji o zgodzie na pliki cookie. Pełna treść polityki cookies zostanie opublikowana wkrótce.
      </Text>
    </ContentPage>
  );
}
