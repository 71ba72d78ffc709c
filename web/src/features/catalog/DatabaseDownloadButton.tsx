/** @jsxImportSource @emotion/react */
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CATALOG_FILTER_PARAMS, messages } from 'schema/validation';
import { useViewer } from '../../shared/viewer/useViewer';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { button } from '../../components/ui/tokens';

export const DOWNLOAD_ANONYMOUS = 'Zarejestruj się i zamów dostęp w zakładce Cennik';
export const DOWNLOAD_DENIED = `${messages.denied}. Dostęp do bazy danych zamówisz w zakładce Cennik.`;

const FILTER_PARAMS = new Set<string>(Object.values(CATALOG_FILTER_PARAMS));

/**
 * 'Pobierz bazę danych': the download page with database_download, carrying the catalogue's filters of the search
 * shown (the address's, without its page), otherwise what to do to get it.
 */
export function DatabaseDownloadButton() {
  const { viewer, can } = useViewer();
  const [params] = useSearchParams();
  const { show } = useStatusMessage();
  const companyId = viewer?.activeMembership?.company.id;
  if (can('database_download') && companyId) {
    const filters = new URLSearchParams([...params].filter(([name, value]) => FILTER_PARAMS.has(name) && value)).toString();
    return (
      <RouterLink to={`/products/database/${companyId}${filters ? `?${filters}` : ''}`} css={button({ variant: 'outline' })}>
        Pobierz bazę danych
      </RouterLink>
    );
  }
  return (
    <button type="button" css={button({ variant: 'outline' })} onClick={() => show('info', viewer ? DOWNLOAD_DENIED : DOWNLOAD_ANONYMOUS)}>
      Pobierz bazę danych
    </button>
  );
}
