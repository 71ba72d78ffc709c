import type { ReactNode } from 'react';
import { Alert, type AlertRootProps } from '@chakra-ui/react';

/** An inline message announced to screen readers (role=alert): errors and warnings next to what caused them. */
export function Notice({ status = 'error', children, ...rest }: { status?: 'error' | 'warning' | 'info' | 'success'; children: ReactNode } & Omit<AlertRootProps, 'status' | 'children'>) {
  return (
    <Alert.Root status={status} role="alert" {...rest}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
