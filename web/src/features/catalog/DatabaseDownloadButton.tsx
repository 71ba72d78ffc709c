import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from 'schema/validation';
import { useViewer } from '../../shared/viewer/useViewer';
import { useStatusMessage } from '../../shared/status/StatusMessage';

export const DOWNLOAD_ANONYMOUS = 'Zarejestruj się i zamów dostęp w zakładce Cennik';
export const DOWNLOAD_DENIED = `${messages.denied}. Dostęp do bazy danych zamówisz w zakładce Cennik.`;

/** 'Pobierz bazę danych': the download page with database_download, otherwise what to do to get it. */
export function DatabaseDownloadButton() {
  const { viewer, can } = useViewer();
  const { show } = useStatusMessage();
  const companyId = viewer?.activeMembership?.company.id;
  if (can('database_download') && companyId) {
    return (
      <Button asChild variant="outline">
        <RouterLink to={`/products/database/${companyId}`}>Pobierz bazę danych</RouterLink>
      </Button>
    );
  }
  return (
    <Button variant="outline" onClick={() => show('info', viewer ? DOWNLOAD_DENIED : DOWNLOAD_ANONYMOUS)}>
      Pobierz bazę danych
    </Button>
  );
}
