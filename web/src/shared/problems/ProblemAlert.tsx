/** @jsxImportSource @emotion/react */
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { token } from '../../components/ui/tokens';
import { formatMoment } from '../../components/ui/format';

/** What every problem member carries, plus the extras some of them add. */
export interface ShownProblem {
  __typename: string;
  message: string;
  lookupServiceUrl?: string;
  member?: boolean;
  /** RateLimited: when the limit lets the next request through. */
  resetsAt?: string | null;
}

const WARNINGS = new Set(['ProductNotFound', 'NoProductsFound', 'TooManyResults', 'OffsetNotAllowed']);

/** A way on, in the alert's own colour: underlined, so that it stands out from the message by more than its weight. */
const wayOn = { fontWeight: token('fontWeights.semibold'), color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' };

/** The way on from a problem, where there is one (login, registration, data verification, the global lookup). */
function wayOnFrom(problem: ShownProblem) {
  if (problem.__typename === 'LoginRequired' || problem.__typename === 'SessionExpired') {
    return <RouterLink to="/login" css={wayOn}>Zaloguj się</RouterLink>;
  }
  if (problem.__typename === 'RateLimited' && problem.member === false) {
    return <RouterLink to="/registration" css={wayOn}>Rejestracja</RouterLink>;
  }
  if (problem.__typename === 'RateLimited' && problem.member === true) {
    return <RouterLink to="/verify_data" css={wayOn}>Zweryfikuj dane</RouterLink>;
  }
  if (problem.__typename === 'NotFromOrganisation' && problem.lookupServiceUrl) {
    return (
      <a href={problem.lookupServiceUrl} target="_blank" rel="noopener noreferrer" css={wayOn}>
        Sprawdź numer w globalnej wyszukiwarce
      </a>
    );
  }
  return null;
}

/**
 * Inline alert for a problem answer, with the way on where there is one. Any member, also one this client does not
 * know yet, shows its message (docs/architecture.md, Errors). Drawn without Chakra's system, as Notice is.
 */
export function ProblemAlert({ problem }: { problem: ShownProblem }) {
  const way = wayOnFrom(problem);
  return (
    <Notice status={WARNINGS.has(problem.__typename) ? 'warning' : 'error'}>
      {problem.message}
      {problem.__typename === 'RateLimited' && problem.resetsAt && <> Limit odnowi się {formatMoment(problem.resetsAt)}.</>}
      {way && <> {way}</>}
    </Notice>
  );
}
