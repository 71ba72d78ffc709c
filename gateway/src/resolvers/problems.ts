import { messages } from 'schema/validation';

/** Polish texts of the expected outcomes (the spec's error catalogue where it words them). */
export const outcome = {
  captchaRequired: 'Potwierdź, że nie jesteś robotem, aby wyszukać produkt.',
  captchaRejected: 'Weryfikacja captcha nie powiodła się. Rozwiąż captcha ponownie i odśwież stronę.',
  rateLimitedAnonymous: 'Wykorzystano limit 30 wyszukiwań na dobę. Zarejestruj się, aby kontynuować.',
  rateLimitedMember: 'Wykorzystano limit wyszukiwań w Twoim pakiecie. Skorzystaj z usługi Weryfikuj dane.',
  loginRequired: 'Produkty spoza bazy GS1 Polska (prefiks inny niż 590) są dostępne po zalogowaniu.',
  notFromOrganisation:
    'Ten numer nie pochodzi od GS1 Polska. Sprawdź go w globalnej wyszukiwarce GS1 (Verified by GS1).',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  membershipNotAvailable: 'Nie można wybrać tej firmy: członkostwo nie istnieje lub nie jest aktywne.',
} as const;

export const GLOBAL_LOOKUP_SERVICE_URL = 'https://www.gs1.org/services/verified-by-gs1';

export const problem = {
  invalidGtin: () => ({ __typename: 'InvalidGtin' as const, code: 'INVALID_GTIN' as const, message: messages.invalidGtin, field: ['gtin'] }),
  captchaRequired: () => ({ __typename: 'CaptchaRequired' as const, code: 'CAPTCHA_REQUIRED' as const, message: outcome.captchaRequired, field: null }),
  captchaRejected: () => ({ __typename: 'CaptchaRejected' as const, code: 'CAPTCHA_REJECTED' as const, message: outcome.captchaRejected, field: null }),
  rateLimited: (member: boolean, retryAfterSeconds: number | null) => ({
    __typename: 'RateLimited' as const,
    code: 'RATE_LIMITED' as const,
    message: member ? outcome.rateLimitedMember : outcome.rateLimitedAnonymous,
    field: null,
    member,
    resetsAt: retryAfterSeconds === null ? null : new Date(Date.now() + retryAfterSeconds * 1000).toISOString(),
  }),
  loginRequired: () => ({ __typename: 'LoginRequired' as const, code: 'LOGIN_REQUIRED' as const, message: outcome.loginRequired, field: null }),
  notFound: (message: string = messages.notFound) => ({ __typename: 'ProductNotFound' as const, code: 'NOT_FOUND' as const, message, field: null }),
  notFromOrganisation: () => ({
    __typename: 'NotFromOrganisation' as const,
    code: 'NOT_FROM_ORGANISATION' as const,
    message: outcome.notFromOrganisation,
    field: null,
    lookupServiceUrl: GLOBAL_LOOKUP_SERVICE_URL,
  }),
  sessionExpired: () => ({ __typename: 'SessionExpired' as const, code: 'SESSION_EXPIRED' as const, message: outcome.sessionExpired, field: null }),
  invalidCredentials: () => ({ __typename: 'InvalidCredentials' as const, code: 'INVALID_CREDENTIALS' as const, message: messages.invalidCredentials, field: null }),
  membershipNotAvailable: () => ({
    __typename: 'MembershipNotAvailable' as const,
    code: 'MEMBERSHIP_NOT_AVAILABLE' as const,
    message: outcome.membershipNotAvailable,
    field: ['membershipId'],
  }),
  validationFailed: (problems: { field: string[]; message: string }[]) => ({
    __typename: 'ValidationFailed' as const,
    code: 'VALIDATION_FAILED' as const,
    message: messages.formError,
    field: null,
    problems: problems.map((p) => ({ __typename: 'FieldProblem' as const, code: 'VALIDATION_FAILED' as const, message: p.message, field: p.field })),
  }),
};
