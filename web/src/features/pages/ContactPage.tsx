import { Heading, Link, Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

export default function ContactPage() {
  return (
    <ContentPage title="Kontakt">
      <Text>
        Pytania o katalog produktów prosimy kierować na adres{' '}
        <Link href="mailto:katalog@gs1pl.org" color="blue.700">
          katalog@gs1pl.org
        </Link>
        .
      </Text>
      <Heading as="h2" size="md">
        Adres
      </Heading>
      <Text as="address" fontStyle="normal">
        GS1 Polska
        <br />
        ul. Kochanowskiego 24
        <br />
        61-263 Poznań
      </Text>
      <Heading as="h2" size="md">
        Ochrona danych osobowych
      </Heading>
      <Text>
        W sprawach danych osobowych skontaktuj się z inspektorem ochrony danych:{' '}
        <Link href="mailto:iod@gs1pl.org" color="blue.700">
          iod@gs1pl.org
        </Link>
        .
      </Text>
    </ContentPage>
  );
}
