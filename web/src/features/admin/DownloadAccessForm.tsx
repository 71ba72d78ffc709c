import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { messages } from 'schema/validation';
import { SetCompanyDownloadAccessDocument, type CompanySummary_CompanyFragment } from './Companies.generated';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

/** The download-access switch, saved explicitly; the save button works only after a change (spec §4). */
export function DownloadAccessForm({ company }: { company: CompanySummary_CompanyFragment }) {
  const [value, setValue] = useState(company.accessToDownload);
  const [save, { loading }] = useMutation(SetCompanyDownloadAccessDocument);
  const { show } = useStatusMessage();
  const handled = useAccessProblems();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { companyId: company.id, accessToDownload: value } });
      const result = data?.setCompanyDownloadAccess;
      if (result?.__typename === 'CompanyDetails') show('success', result.message);
      else if (!handled(result)) show('error', messages.generic);
    } catch {
      show('error', messages.generic);
    }
  };

  return (
    <Box as="form" onSubmit={submit} aria-labelledby="download-access-heading">
      <Heading as="h2" size="lg" id="download-access-heading" mb="3">
        Dostęp do pobierania bazy danych
      </Heading>
      <HStack gap="6">
        <Switch.Root recipe={switchSlotRecipe} checked={value} onCheckedChange={(e) => setValue(e.checked)} colorPalette="blue">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Pobieranie bazy danych: {value ? 'tak' : 'nie'}</Switch.Label>
        </Switch.Root>
        <Button type="submit" colorPalette="blue" disabled={value === company.accessToDownload} loading={loading}>
          Zapisz
        </Button>
      </HStack>
    </Box>
  );
}
