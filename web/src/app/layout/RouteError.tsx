import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { messages } from 'schema/validation';
import { Notice } from '../../components/ui/Notice';
import { reportError } from '../reporting/errorReporting';

/** Shown when a page fails to load or render; the error goes to the error reporter. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <Stack p="8" maxW="2xl" mx="auto" gap="4">
      <Notice>{messages.generic}</Notice>
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/" reloadDocument>
          Wróć na stronę główną
        </RouterLink>
      </Button>
    </Stack>
  );
}
