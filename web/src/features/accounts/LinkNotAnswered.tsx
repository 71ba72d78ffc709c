import { Button } from '@chakra-ui/react';
import { messages } from 'schema/validation';
import { Notice } from '../../components/ui/Notice';
import { FormPage } from './FormPage';

/**
 * An e-mailed link's page whose check did not come back (the gateway's limit for anonymous callers, or a failed
 * request): the link may still be good, so the visitor stays on it and may ask again instead of being sent away. A
 * retry that fails again shows through the query's own error.
 */
export function LinkNotAnswered({ title, message = messages.generic, busy, onRetry }: { title: string; message?: string; busy: boolean; onRetry: () => Promise<unknown> }) {
  return (
    <FormPage title={title}>
      <Notice>{message}</Notice>
      <Button alignSelf="flex-start" colorPalette="blue" loading={busy} onClick={() => void onRetry().catch(() => undefined)}>
        Spróbuj ponownie
      </Button>
    </FormPage>
  );
}
