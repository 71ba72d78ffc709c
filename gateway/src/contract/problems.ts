import {
  PRODUCTS_MAX_GTINS,
  accountMessages,
  adminMessages,
  commerceMessages,
  messages,
  securityMessages,
  verificationMessages,
} from 'schema/validation';
import type { core } from 'zod';
import type { FieldProblem } from '../legacy/errors';
import type { ResolversInterfaceTypes, ResolversTypes, ResolversUnionTypes } from '../__generated__/resolvers';
import type { ProblemCode } from '../__generated__/types';

/**
 * The contract's expected outcomes, made in one place for the resolvers and the `/files` routes alike: every type
 * that implements `Problem`, with its code and its Polish message (the spec's catalogue where it words one).
 */

/** The members of a result union, as the generated resolver types have them (parents typed as REST shapes). */
export type UnionMember<U extends keyof ResolversUnionTypes<ResolversTypes>> = ResolversUnionTypes<ResolversTypes>[U];

/** Every member of the contract that implements `Problem`, as the generated resolver types have it. */
type ProblemMember = ResolversInterfaceTypes<ResolversTypes>['Problem'];
export type ProblemName = ProblemMember['__typename'];
export type ProblemOf<N extends ProblemName> = Extract<ProblemMember, { __typename: N }>;

/** What a member carries besides the interface's fields (`permission`, `resetsAt` …). */
type Extras<N extends ProblemName> = Omit<ProblemOf<N>, '__typename' | 'code' | 'message' | 'field'>;
type Details<N extends ProblemName> = { message?: string; field?: readonly string[] | null } & Extras<N>;
/** The members `problem(name)` makes from their name alone (whatever else they carry is optional). */
export type BareProblemName = { [N in ProblemName]: Partial<Extras<N>> extends Extras<N> ? N : never }[ProblemName];

/** The gateway's own texts of outcomes the spec does not word. */
export const outcome = {
  captchaRequired: 'Potwierdź, że nie jesteś robotem, aby wyszukać produkt.',
  captchaRejected: 'Weryfikacja captcha nie powiodła się. Rozwiąż captcha ponownie i odśwież stronę.',
  rateLimitedAnonymous: 'Wykorzystano limit 30 wyszukiwań na dobę. Zarejestruj się, aby kontynuować.',
  rateLimitedMember: 'Wykorzystano limit wyszukiwań w Twoim pakiecie. Skorzystaj z usługi Weryfikuj dane.',
  loginToContinue: 'Zaloguj się, aby kontynuować.',
  globalLoginRequired: 'Produkty spoza bazy GS1 Polska (prefiks inny niż 590) są dostępne po zalogowaniu.',
  advancedLoginRequired: 'Wyszukiwanie po nazwie, marce, firmie, NIP lub kategorii jest dostępne po zalogowaniu.',
  notFromOrganisation: 'Ten numer nie pochodzi od GS1 Polska. Sprawdź go w globalnej wyszukiwarce GS1 (Verified by GS1).',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  membershipNotAvailable: 'Nie można wybrać tej firmy: członkostwo nie istnieje lub nie jest aktywne.',
  noProducts: 'Brak produktów dla wybranych parametrów.',
  tooManyResults: 'Znaleziono zbyt wiele produktów. Zawęź kryteria wyszukiwania lub pobierz bazę danych w zakładce Baza danych.',
  offsetNotAllowed: 'Bez logowania można przeglądać tylko pierwsze 3 strony wyników. Zaloguj się, aby zobaczyć więcej.',
} as const;

export const GLOBAL_LOOKUP_SERVICE_URL = 'https://www.gs1.org/services/verified-by-gs1';

/** Each member's code (its SDL says "Always …"), default message and, where it always names one, its input field. */
const CATALOGUE: { [N in ProblemName]: readonly [code: ProblemCode, message: string, field?: readonly string[]] } = {
  AccountAlreadyActive: ['ACCOUNT_ALREADY_ACTIVE', accountMessages.accountAlreadyActive],
  AttachmentNotAllowed: ['PERMISSION_DENIED', accountMessages.attachmentNotAllowed],
  CaptchaRejected: ['CAPTCHA_REJECTED', outcome.captchaRejected],
  CaptchaRequired: ['CAPTCHA_REQUIRED', outcome.captchaRequired],
  CompanyExists: ['COMPANY_EXISTS', accountMessages.companyExists, ['regon']],
  CompanyNotFound: ['COMPANY_NOT_FOUND', adminMessages.companyNotFound],
  CompanyNotInRegistry: ['NOT_FOUND', accountMessages.companyNotInRegistry, ['regon']],
  DatabaseAlreadyGenerating: ['DATABASE_ALREADY_GENERATING', commerceMessages.databaseAlreadyGenerating],
  DownloadAccessDisabled: ['DOWNLOAD_ACCESS_DISABLED', commerceMessages.downloadAccessDisabled],
  DownloadLimitExhausted: ['DOWNLOAD_LIMIT_EXHAUSTED', commerceMessages.downloadLimitExhausted],
  DownloadNotInPackage: ['DOWNLOAD_NOT_IN_PACKAGE', commerceMessages.noDownloadInPackage],
  EmailNotInMemberBase: ['EMAIL_NOT_IN_MEMBER_BASE', accountMessages.emailNotInMemberBase, ['email']],
  FieldProblem: ['VALIDATION_FAILED', messages.formError],
  FileInProcess: ['FILE_IN_PROCESS', verificationMessages.fileInProcess],
  FileNotFound: ['NOT_FOUND', messages.notFound],
  FileNotReady: ['FILE_NOT_READY', verificationMessages.notReady],
  FileTooLarge: ['FILE_TOO_LARGE', verificationMessages.tooLarge],
  FileTypeNotAllowed: ['FILE_TYPE_NOT_ALLOWED', verificationMessages.badFormat],
  InvalidCredentials: ['INVALID_CREDENTIALS', messages.invalidCredentials],
  InvalidGtin: ['INVALID_GTIN', messages.invalidGtin, ['gtin']],
  LastRepresentative: ['LAST_REPRESENTATIVE', accountMessages.lastRepresentative],
  LinkExpired: ['LINK_EXPIRED', accountMessages.linkExpired],
  LoginRequired: ['LOGIN_REQUIRED', outcome.loginToContinue],
  MembershipNotAvailable: ['MEMBERSHIP_NOT_AVAILABLE', outcome.membershipNotAvailable, ['membershipId']],
  MembershipNotFound: ['NOT_FOUND', accountMessages.membershipNotFound],
  NipTaken: ['NIP_TAKEN', accountMessages.nipTaken],
  NoActiveMembership: ['NO_ACTIVE_MEMBERSHIP', verificationMessages.noActiveMembership],
  NoProductsFound: ['NOT_FOUND', outcome.noProducts],
  NotFromOrganisation: ['NOT_FROM_ORGANISATION', outcome.notFromOrganisation],
  OffsetNotAllowed: ['OFFSET_NOT_ALLOWED', outcome.offsetNotAllowed, ['offset']],
  OrderNotAvailable: ['ORDER_NOT_AVAILABLE', commerceMessages.orderOnlyFromStarter],
  OrderPending: ['ORDER_PENDING', commerceMessages.orderPending],
  OwnMembership: ['OWN_MEMBERSHIP', accountMessages.ownMembership],
  PermissionDenied: ['PERMISSION_DENIED', messages.denied],
  PermissionNotChanged: ['PERMISSION_NOT_CHANGED', accountMessages.permissionNotChanged, ['input', 'permissionGroup']],
  ProductNotFound: ['NOT_FOUND', messages.notFound],
  RateLimited: ['RATE_LIMITED', securityMessages.tooManyRequests],
  RegistrationUnfinished: ['REGISTRATION_UNFINISHED', accountMessages.registrationUnfinished, ['regon']],
  SelectionExceedsLimit: ['SELECTION_EXCEEDS_LIMIT', commerceMessages.selectionExceedsLimit],
  ServiceUnavailable: ['SERVICE_UNAVAILABLE', securityMessages.countersUnavailable],
  SessionExpired: ['SESSION_EXPIRED', outcome.sessionExpired],
  TooManyGtins: ['TOO_MANY_GTINS', securityMessages.tooManyGtins(PRODUCTS_MAX_GTINS), ['gtins']],
  TooManyResults: ['TOO_MANY_RESULTS', outcome.tooManyResults],
  UnknownAccountEmail: ['UNKNOWN_ACCOUNT_EMAIL', accountMessages.unknownAccountEmail, ['input', 'email']],
  UploadTooSlow: ['UPLOAD_TOO_SLOW', securityMessages.uploadTooSlow],
  // The route names the configured UPLOADS_PER_USER; 2 is its default.
  UploadsInProgress: ['UPLOADS_IN_PROGRESS', securityMessages.uploadsInProgress(2)],
  UserAlreadyInCompany: ['USER_ALREADY_IN_COMPANY', accountMessages.userAlreadyInCompany, ['input', 'email']],
  UserAlreadyInvited: ['USER_ALREADY_INVITED', accountMessages.userAlreadyInvited, ['input', 'email']],
  // The account exists, so the e-mail is right: it is the company (its REGON) that the person does not belong to.
  ActivationFailed: ['ACTIVATION_FAILED', accountMessages.activationFailed],
  UploadFailed: ['UPLOAD_FAILED', verificationMessages.uploadFailed, ['file']],
  UserNotAssigned: ['USER_NOT_ASSIGNED', accountMessages.userNotAssigned, ['regon']],
  ValidationFailed: ['VALIDATION_FAILED', messages.formError],
  VerificationLimitReached: ['VERIFICATION_LIMIT_REACHED', verificationMessages.limitExhausted],
  WrongCurrentPassword: ['WRONG_CURRENT_PASSWORD', accountMessages.wrongCurrentPassword, ['input', 'oldPassword']],
};

/**
 * The member `name` of a result union: its code, its catalogue message unless `message` says otherwise, its field,
 * and what else the member carries (`problem('PermissionDenied', { permission })`).
 */
export function problem<N extends ProblemName>(name: N, ...[details]: Partial<Extras<N>> extends Extras<N> ? [Details<N>?] : [Details<N>]): ProblemOf<N> {
  const [code, message, field] = CATALOGUE[name];
  const { message: worded, field: named, ...extras } = details ?? {};
  return { __typename: name, code, message: worded ?? message, field: named === undefined ? (field ?? null) : named, ...extras } as ProblemOf<N>;
}

/** `ValidationFailed` with one `FieldProblem` per field. */
export function invalid(problems: readonly FieldProblem[]) {
  return problem('ValidationFailed', { problems: problems.map((p) => problem('FieldProblem', { message: p.message, field: [...p.field] })) });
}

/** A zod failure as `ValidationFailed`: the first message of each field, on its GraphQL path under `prefix`. */
export function invalidInput(error: core.$ZodError, prefix: readonly string[] = ['input']) {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)];
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, message: issue.message });
  }
  return invalid(problems);
}
