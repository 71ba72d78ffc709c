import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useStatusMessage } from '../status/StatusMessage';
import { downloadFile } from './download';
import { useAccessProblems } from '../problems/useAccessProblems';

interface Props extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** A gateway download route (`/files/…`). */
  url: string;
  /** The file's name when the answer names none. */
  fallbackName: string;
}

/**
 * Downloads a file from the gateway on click; a refusal ('Link wygasł' …) shows as the status message instead of a
 * broken file in the browser's downloads, an ended session or a missing permission leads where every page's does.
 */
export function DownloadButton({ url, fallbackName, children, ...button }: Props) {
  const [busy, setBusy] = useState(false);
  const { show } = useStatusMessage();
  const handled = useAccessProblems();
  const download = async () => {
    setBusy(true);
    const result = await downloadFile(url, fallbackName);
    setBusy(false);
    if (!result.ok && !handled(result.problem)) show('error', result.problem.message);
  };
  return (
    <Button {...button} loading={busy} onClick={download}>
      {children}
    </Button>
  );
}
