import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProblemResult } from './lookup';

/** Inline alert for a lookup problem; any member (also one this client does not know) shows its message. */
export function LookupProblem({ problem }: { problem: ProblemResult }) {
  return (
    <Alert.Root status={problem.__typename === 'ProductNotFound' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {problem.message}
          {problem.__typename === 'LoginRequired' && (
            <>
              {' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/login">Zaloguj się</RouterLink>
              </Link>
            </>
          )}
          {problem.__typename === 'NotFromOrganisation' && (
            <>
              {' '}
              <Link href={problem.lookupServiceUrl} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
                Sprawdź numer w globalnej wyszukiwarce
              </Link>
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
