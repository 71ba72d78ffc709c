import { useQuery } from '@apollo/client/react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { IssueFileStateDocument } from './Repository.generated';
import { DownloadButton } from '../../shared/files/DownloadButton';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** How often a file being generated is asked about. */
export const FILE_POLL_MS = 2_000;

/** The gateway route that streams an issue file (with the session's token). */
export const issueFileUrl = (id: string) => `/files/repository/issue-files/${encodeURIComponent(id)}`;

/** An issue file's state, asked again every few seconds until it is ready; then its download button. */
export function IssueFileStatus({ id }: { id: string }) {
  const { data, stopPolling } = useQuery(IssueFileStateDocument, { variables: { id }, pollInterval: FILE_POLL_MS, fetchPolicy: 'network-only' });
  const file = data?.issueFile;
  const ready = file?.__typename === 'IssueFile' && file.ready;
  const refused = !!file && file.__typename !== 'IssueFile';
  const elsewhere = useAccessProblem(file);
  useEffect(() => {
    if (ready || refused) stopPolling();
  }, [ready, refused, stopPolling]);
  if (elsewhere) return null;
  if (file && file.__typename !== 'IssueFile') return <Text role="alert">{file.message}</Text>;
  return (
    <HStack role="status" gap="3" aria-live="polite">
      {ready ? (
        <DownloadButton colorPalette="blue" url={issueFileUrl(id)} fallbackName="file.xls">
          Pobierz plik zgłoszeń
        </DownloadButton>
      ) : (
        <>
          <Spinner size="sm" />
          <Text>Plik zgłoszeń jest przygotowywany. Strona odświeży się sama, gdy będzie gotowy.</Text>
        </>
      )}
    </HStack>
  );
}
