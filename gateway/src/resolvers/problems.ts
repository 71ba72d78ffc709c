import { messages } from 'schema/validation';
import type { ResolversTypes, ResolversUnionTypes } from '../__generated__/resolvers';

/** The members of a result union, as the generated resolver types have them (parents typed as REST shapes). */
export type UnionMember<U extends keyof ResolversUnionTypes<ResolversTypes>> = ResolversUnionTypes<ResolversTypes>[U];

/** The members of a result union that implement `Problem` (everything but its success types). */
export type ProblemMember<U extends keyof ResolversUnionTypes<ResolversTypes>> = Extract<UnionMember<U>, { code: unknown }>;

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
  noProducts: 'Brak produktów dla wybranych parametrów.',
  tooManyResults:
    'Znaleziono zbyt wiele produktów. Zawęź kryteria wyszukiwania lub pobierz bazę danych w zakładce Baza danych.',
  offsetNotAllowed: 'Bez logowania można przeglądać tylko pierwsze 3 strony wyników. Zaloguj się, aby zobaczyć więcej.',
  advancedLoginRequired: 'Wyszukiwanie po nazwie, marce, firmie, NIP lub kategorii jest dostępne po zalogowaniu.',
  categoriesLoginRequired: 'Drzewo kategorii jest dostępne po zalogowaniu.',
} as const;

export const GLOBAL_LOOKUP_SERVICE_URL = 'https://www.gs1.org/services/verified-by-gs1';

export const problem = {
  invalidGtin: () => ({ __typename: 'InvalidGtin' as const, code: 'INVALID_GTIN' as const, message: messages.invalidGtin, field: ['gtin'] }),
  captchaRequired: (message: string = outcome.captchaRequired) => ({ __typename: 'CaptchaRequired' as const, code: 'CAPTCHA_REQUIRED' as const, message, field: null }),
  captchaRejected: () => ({ __typename: 'CaptchaRejected' as const, code: 'CAPTCHA_REJECTED' as const, message: outcome.captchaRejected, field: null }),
  rateLimited: (member: boolean, retryAfterSeconds: number | null) => ({
    __typename: 'RateLimited' as const,
    code: 'RATE_LIMITED' as const,
    message: member ? outcome.rateLimitedMember : outcome.rateLimitedAnonymous,
    field: null,
    member,
    resetsAt: retryAfterSeconds === null ? null : new Date(Date.now() + retryAfterSeconds * 1000).toISOString(),
  }),
  loginRequired: (message: string = outcome.loginRequired) => ({ __typename: 'LoginRequired' as const, code: 'LOGIN_REQUIRED' as const, message, field: null }),
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
  noProducts: () => ({ __typename: 'NoProductsFound' as const, code: 'NOT_FOUND' as const, message: outcome.noProducts, field: null }),
  tooManyResults: (matchCount: number | null) => ({
    __typename: 'TooManyResults' as const,
    code: 'TOO_MANY_RESULTS' as const,
    message: outcome.tooManyResults,
    field: null,
    matchCount,
  }),
  offsetNotAllowed: () => ({
    __typename: 'OffsetNotAllowed' as const,
    code: 'OFFSET_NOT_ALLOWED' as const,
    message: outcome.offsetNotAllowed,
    field: ['offset'],
  }),
  permissionDenied: (permission: string) => ({
    __typename: 'PermissionDenied' as const,
    code: 'PERMISSION_DENIED' as const,
    message: messages.denied,
    field: null,
    permission,
  }),
  validationFailed: (problems: { field: string[]; message: string }[]) => ({
    __typename: 'ValidationFailed' as const,
    code: 'VALIDATION_FAILED' as const,
    message: messages.formError,
    field: null,
    problems: problems.map((p) => ({ __typename: 'FieldProblem' as const, code: 'VALIDATION_FAILED' as const, message: p.message, field: p.field })),
  }),
};
