import { accountMessages } from 'schema/validation';
import type { core } from 'zod';
import { problem } from './problems';

/** The members of the accounts unions that are not in the shared `problem` set. */
export const accountProblem = {
  companyNotInRegistry: () => ({
    __typename: 'CompanyNotInRegistry' as const,
    code: 'NOT_FOUND' as const,
    message: accountMessages.companyNotInRegistry,
    field: ['regon'],
  }),
  companyExists: () => ({ __typename: 'CompanyExists' as const, code: 'COMPANY_EXISTS' as const, message: accountMessages.companyExists, field: ['regon'] }),
  registrationUnfinished: () => ({
    __typename: 'RegistrationUnfinished' as const,
    code: 'REGISTRATION_UNFINISHED' as const,
    message: accountMessages.registrationUnfinished,
    field: ['regon'],
  }),
  nipTaken: (field: string[]) => ({ __typename: 'NipTaken' as const, code: 'NIP_TAKEN' as const, message: accountMessages.nipTaken, field }),
  emailNotInMemberBase: () => ({
    __typename: 'EmailNotInMemberBase' as const,
    code: 'EMAIL_NOT_IN_MEMBER_BASE' as const,
    message: accountMessages.emailNotInMemberBase,
    field: ['email'],
  }),
  userNotAssigned: () => ({ __typename: 'UserNotAssigned' as const, code: 'USER_NOT_ASSIGNED' as const, message: accountMessages.userNotAssigned, field: ['email'] }),
  linkExpired: () => ({ __typename: 'LinkExpired' as const, code: 'LINK_EXPIRED' as const, message: accountMessages.linkExpired, field: null }),
  accountAlreadyActive: () => ({
    __typename: 'AccountAlreadyActive' as const,
    code: 'ACCOUNT_ALREADY_ACTIVE' as const,
    message: accountMessages.accountAlreadyActive,
    field: null,
  }),
  unknownAccountEmail: () => ({
    __typename: 'UnknownAccountEmail' as const,
    code: 'UNKNOWN_ACCOUNT_EMAIL' as const,
    message: accountMessages.unknownAccountEmail,
    field: ['input', 'email'],
  }),
  wrongCurrentPassword: () => ({
    __typename: 'WrongCurrentPassword' as const,
    code: 'WRONG_CURRENT_PASSWORD' as const,
    message: accountMessages.wrongCurrentPassword,
    field: ['input', 'oldPassword'],
  }),
  lastRepresentative: (field: string[] | null = null) => ({
    __typename: 'LastRepresentative' as const,
    code: 'LAST_REPRESENTATIVE' as const,
    message: accountMessages.lastRepresentative,
    field,
  }),
  userAlreadyInCompany: () => ({
    __typename: 'UserAlreadyInCompany' as const,
    code: 'USER_ALREADY_IN_COMPANY' as const,
    message: accountMessages.userAlreadyInCompany,
    field: ['input', 'email'],
  }),
  userAlreadyInvited: () => ({
    __typename: 'UserAlreadyInvited' as const,
    code: 'USER_ALREADY_INVITED' as const,
    message: accountMessages.userAlreadyInvited,
    field: ['input', 'email'],
  }),
  permissionNotChanged: () => ({
    __typename: 'PermissionNotChanged' as const,
    code: 'PERMISSION_NOT_CHANGED' as const,
    message: accountMessages.permissionNotChanged,
    field: ['input', 'permissionGroup'],
  }),
  ownMembership: () => ({ __typename: 'OwnMembership' as const, code: 'OWN_MEMBERSHIP' as const, message: accountMessages.ownMembership, field: null }),
  membershipNotFound: () => ({ __typename: 'MembershipNotFound' as const, code: 'NOT_FOUND' as const, message: accountMessages.membershipNotFound, field: null }),
  /** A signed-in screen reached without a session. */
  loginRequired: () => problem.loginRequired('Zaloguj się, aby kontynuować.'),
};

/** A zod failure as `ValidationFailed`: the first message of each field, on its GraphQL path under `prefix`. */
export function invalidInput(error: core.$ZodError, prefix: string[] = ['input']) {
  const seen = new Set<string>();
  const problems: { field: string[]; message: string }[] = [];
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)];
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, message: issue.message });
  }
  return problem.validationFailed(problems);
}
