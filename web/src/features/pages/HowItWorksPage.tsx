import { useQuery } from '@apollo/client/react';
import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import { HowItWorksContentDocument } from './Pages.generated';
import { publicRead } from '../../shared/content/publicRead';
import { SafeHtml } from '../../shared/content/SafeHtml';
import { ContentPage } from './ContentPage';

/** `/how_it_works`: a banner and the content edited in the CMS. */
export default function HowItWorksPage() {
  const { data, loading } = useQuery(HowItWorksContentDocument, { fetchPolicy: 'cache-and-network', context: publicRead });
  return (
    <ContentPage title="Jak to działa">
      <Box bg="blue.900" color="white" borderRadius="lg" p="8">
        <Heading as="h2" size="lg" mb="2">
          Jeden numer — wiarygodne dane
        </Heading>
        <Text>Wpisz numer GTIN, a katalog pokaże dane podane przez właściciela numeru.</Text>
      </Box>
      {loading && !data ? <Skeleton height="40" /> : data && <SafeHtml html={data.pageContent.content} />}
    </ContentPage>
  );
}
