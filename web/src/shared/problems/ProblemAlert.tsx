import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** What every problem member carries, plus the extras some of them add. */
export interface ShownProblem {
  __typename: string;
  message: string;
  lookupServiceUrl?: string;
  member?: boolean;
}

const WARNINGS = new Set(['ProductNotFound', 'NoProductsFound', 'TooManyResults', 'OffsetNotAllowed']);

/**
 * Inline alert for a problem answer, with the way on where there is one (login, registration, the global lookup
 * service). Any member, also one this client does not know yet, shows its message (docs/architecture.md, Errors).
 */
export function ProblemAlert({ problem }: { problem: ShownProblem }) {
  return (
    <Alert.Root status={WARNINGS.has(problem.__typename) ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {problem.message}
          {(problem.__typename === 'LoginRequired' || problem.__typename === 'SessionExpired') && (
            <>
              {' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/login">Zaloguj się</RouterLink>
              </Link>
            </>
          )}
          {problem.__typename === 'RateLimited' && problem.member === false && (
            <>
              {' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/registration">Rejestracja</RouterLink>
              </Link>
            </>
          )}
          {problem.__typename === 'RateLimited' && problem.member === true && (
            <>
              {' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/verify_data">Zweryfikuj dane</RouterLink>
              </Link>
            </>
          )}
          {problem.__typename === 'NotFromOrganisation' && problem.lookupServiceUrl && (
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
