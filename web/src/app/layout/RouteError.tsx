import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown when a page fails to load (e.g. its chunk could not be fetched). */
export function RouteError() {
  return (
    <Stack p="8" maxW="2xl" mx="auto" gap="4">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>Coś poszło nie tak, spróbuj ponownie</Alert.Description>
      </Alert.Root>
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/" reloadDocument>
          Wróć na stronę główną
        </RouterLink>
      </Button>
    </Stack>
  );
}
