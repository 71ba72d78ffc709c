import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/ui/PageTitle';
import { IssueFileStatus } from './IssueFileStatus';

/** `/repository/issue_file/{id}` (the e-mail's link): one button that downloads the file, once it is ready. */
export default function IssueFilePage() {
  usePageTitle('Plik zgłoszeń');
  const { id = '' } = useParams();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Plik zgłoszeń nr {id}
      </Heading>
      <Text>Plik zawiera wybrane zgłoszenia repozytorium w formacie Excel (xlsx).</Text>
      <IssueFileStatus id={id} />
    </Stack>
  );
}
