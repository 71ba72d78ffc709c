import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from 'schema/validation';
import { Notice } from '../../components/ui/Notice';

/** Shown when a page fails to load (e.g. its chunk could not be fetched). */
export function RouteError() {
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
