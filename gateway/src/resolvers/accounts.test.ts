import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegacyClient } from '../legacy/client';
import { anonymous } from '../legacy/http';
import { bearerCredentials } from '../session/credentials';
import { Browser, stackForTests } from '../test/harness';

/**
 * Accounts over real HTTP: the gateway in-process, the stand-in as its own process with Django's CSRF check on (the
 * private writes here are the first non-GET calls with a bearer token).
 */

type Field =
  | 'registrationCompany'
  | 'nipAvailability'
  | 'emailCheck'
  | 'companyAssignment'
  | 'register'
  | 'activation'
  | 'activateAccount'
  | 'requestPasswordReset'
  | 'passwordResetLink'
  | 'resetPassword'
  | 'userData'
  | 'updateUserData'
  | 'changePassword'
  | 'companyUsers'
  | 'inviteUser'
  | 'setUserPermission'
  | 'deleteMembership';
type Data<T = Record<string, unknown>> = Record<Field, T & { __typename: string }>;

const REGISTRY = { regon: '527123453', nip: '5271234563' };
const UNKNOWN = { regon: '385000036', nip: '3850000399' };

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegistrationInput!) {
    register(input: $input) {
      __typename
      ... on RegistrationCompleted { membershipId companyId message subscription { name begins ends } }
      ... on Problem { code message field }
      ... on ValidationFailed { problems { field message } }
    }
  }
`;
const ACTIVATION = /* GraphQL */ `
  query Activation($id: ID!) {
    activation(activationId: $id) {
      __typename
      ... on Activation { variant email companyName isFirstAdmin }
      ... on Problem { code message }
    }
  }
`;
const ACTIVATE = /* GraphQL */ `
  mutation Activate($input: ActivateAccountInput!) {
    activateAccount(input: $input) {
      __typename
      ... on AccountActivated { email message }
      ... on Problem { code message }
      ... on ValidationFailed { problems { field message } }
    }
  }
`;
const PROBLEM = `__typename ... on Problem { code message field }`;
const PROBLEM_FIELDS = `${PROBLEM} ... on ValidationFailed { problems { field message } }`;

const consents = {
  confirmedStatute: true,
  agreeToSellingEmails: false,
  agreeToSellingPhones: false,
  agreeToSharingData: true,
  agreeToMarketingEmails: false,
  agreeToMarketingPhones: false,
};

function registration(email: string, company: { regon: string; nip: string }, newAccount: Record<string, unknown> | null = { firstName: 'Jan', lastName: 'Piekarz', phoneNumber: '+48 600-700-800', ...consents }) {
  return {
    company: {
      ...company,
      name: 'Piekarnia Pod Lipami Sp. z o.o.',
      street: 'ul. Lipowa 12',
      city: 'Warszawa',
      postalCode: '00-120',
      district: 'MAZOWIECKIE',
      companyProfile: 'PRODUCTION',
      registrationPurposes: ['USE_SEARCH', 'CHECK_SINGLE_GTIN'],
    },
    user: { email, newAccount },
    isCompanyRepresentative: true,
  };
}

describe('accounts over real HTTP (stand-in with CSRF_CHECK)', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true' } });
  let demo: { regon: string; nip: string };

  const visitor = () => new Browser(stack.gateway.url);
  async function member(email: string, password = 'Demo123!') {
    const browser = visitor();
    const login = await browser.login(email, password);
    expect(login.body.data).toMatchObject({ login: { __typename: 'Viewer' } });
    return browser;
  }
  /** The link of the newest mail to `to` in the stand-in's outbox. */
  async function mailedLink(to: string): Promise<string> {
    const mails = (await (await stack.legacy.dev(`/outbox?to=${encodeURIComponent(to)}`)).json()) as { link: string | null }[];
    expect(mails[0]?.link).toBeTruthy();
    return mails[0]!.link!;
  }
  const lastSegment = (link: string) => link.split('/').at(-1)!;
  async function upstreamCalls(prefix: string) {
    const { requests } = await stack.legacy.stats();
    return Object.entries(requests).filter(([route]) => route.includes(prefix)).reduce((n, [, c]) => n + c, 0);
  }

  beforeAll(async () => {
    const firma = await member('firma@demo.test');
    const { viewer } = (await firma.gql<{ viewer: { activeMembership: { company: { nip: string } } } }>(`{ viewer { activeMembership { company { nip } } } }`)).body.data!;
    const company = (await (await fetch(`${stack.legacy.url}/companies/get_by_nip/?nip=${viewer.activeMembership.company.nip}`)).json()) as { regon: string; nip: string };
    demo = { regon: company.regon, nip: company.nip };
  });

  describe('the wizard lookups', () => {
    const COMPANY = `query($regon: String!) { registrationCompany(regon: $regon) { __typename ... on RegistryCompany { name nip district country street postalCode } ${PROBLEM_FIELDS} } }`;
    const company = async (regon: string) => (await visitor().gql<Data>(COMPANY, { regon })).body.data!.registrationCompany;

    it('prefills a company of the registry, leaves an unknown one to the person, and stops at a registered one', async () => {
      expect(await company(REGISTRY.regon)).toEqual({
        __typename: 'RegistryCompany',
        name: 'Piekarnia Pod Lipami Sp. z o.o.',
        nip: REGISTRY.nip,
        district: 'MAZOWIECKIE',
        country: 'Polska',
        street: 'ul. Lipowa 12',
        postalCode: '00-120',
      });
      expect(await company(UNKNOWN.regon)).toMatchObject({ __typename: 'CompanyNotInRegistry', code: 'NOT_FOUND', field: ['regon'] });
      expect(await company(demo.regon)).toMatchObject({ __typename: 'CompanyExists', code: 'COMPANY_EXISTS' });
    });

    it('refuses a bad REGON without asking the API', async () => {
      await stack.legacy.dev('/stats/reset', {});
      expect(await company('610188202')).toEqual({
        __typename: 'ValidationFailed',
        code: 'VALIDATION_FAILED',
        message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
        field: null,
        problems: [{ field: ['regon'], message: 'Niepoprawny numer REGON' }],
      });
      expect(await upstreamCalls('/companies/')).toBe(0);
    });

    it('tells a NIP in use from a free one', async () => {
      const NIP = `query($nip: String!) { nipAvailability(nip: $nip) { __typename ... on NipAvailable { nip } ${PROBLEM_FIELDS} } }`;
      const check = async (nip: string) => (await visitor().gql<Data>(NIP, { nip })).body.data!.nipAvailability;
      expect(await check(demo.nip)).toMatchObject({ __typename: 'NipTaken', code: 'NIP_TAKEN', message: 'NIP występuje już w naszej bazie', field: ['nip'] });
      expect(await check('527-123-45-63')).toEqual({ __typename: 'NipAvailable', nip: REGISTRY.nip });
      expect(await check(UNKNOWN.nip)).toEqual({ __typename: 'NipAvailable', nip: UNKNOWN.nip });
      expect(await check('5271234564')).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['nip'], message: 'Niepoprawny numer NIP' }] });
    });

    it('says whether an e-mail has an account, and nothing more of it', async () => {
      const EMAIL = `query($email: String!) { emailCheck(email: $email) { __typename ... on EmailCheck { email accountExists } ${PROBLEM_FIELDS} } }`;
      const res = await visitor().gql<Data>(EMAIL, { email: 'Firma@Demo.test' });
      expect(res.body.data!.emailCheck).toEqual({ __typename: 'EmailCheck', email: 'firma@demo.test', accountExists: true });
      expect(res.text).not.toMatch(/Kowalski|\+48/);
      expect((await visitor().gql<Data>(EMAIL, { email: 'nowy@piekarnia.pl' })).body.data!.emailCheck).toMatchObject({ accountExists: false });
    });

    it('answers whether a person belongs to a registered company', async () => {
      const ASSIGNMENT = `query($regon: String!, $email: String!) { companyAssignment(regon: $regon, email: $email) { __typename ... on CompanyAssignment { activated message } ${PROBLEM_FIELDS} } }`;
      const assignment = async (regon: string, email: string) => (await visitor().gql<Data>(ASSIGNMENT, { regon, email })).body.data!.companyAssignment;
      expect(await assignment(demo.regon, 'pracownik@demo.test')).toEqual({ __typename: 'CompanyAssignment', activated: true, message: expect.stringContaining('Zaloguj się') });
      // Where each refusal belongs: an e-mail the member base does not know, a company the account is not in.
      expect(await assignment(demo.regon, 'nikt@nigdzie.pl')).toMatchObject({ __typename: 'EmailNotInMemberBase', code: 'EMAIL_NOT_IN_MEMBER_BASE', field: ['email'] });
      expect(await assignment(demo.regon, 'admin@demo.test')).toMatchObject({ __typename: 'UserNotAssigned', code: 'USER_NOT_ASSIGNED', field: ['regon'] });
      expect(await assignment(UNKNOWN.regon, 'pracownik@demo.test')).toMatchObject({ __typename: 'CompanyNotInRegistry' });
    });
  });

  describe('registration, activation and the first login', () => {
    it('registers a registry company, mails the link, activates with the full form and signs in', async () => {
      const email = 'jan@piekarnia.test';
      const res = await visitor().gql<Data>(REGISTER, { input: registration(email, REGISTRY) });
      const year = new Date().getFullYear();
      expect(res.body.data!.register).toMatchObject({
        __typename: 'RegistrationCompleted',
        message: 'Firma została zarejestrowana. Link aktywacyjny wysłaliśmy na podany adres e-mail.',
        subscription: { name: 'free', begins: `${year}-01-01`, ends: `${year}-12-31` },
      });

      // Registered but nobody activated yet: the wizard says 'unfinished', the API refuses a second registration.
      const again = await visitor().gql<Data>(`query { registrationCompany(regon: "${REGISTRY.regon}") { __typename } }`);
      expect(again.body.data!.registrationCompany.__typename).toBe('RegistrationUnfinished');
      expect((await visitor().gql<Data>(REGISTER, { input: registration('inny@piekarnia.test', REGISTRY) })).body.data!.register).toMatchObject({
        __typename: 'RegistrationUnfinished',
        code: 'REGISTRATION_UNFINISHED',
      });

      const id = lastSegment(await mailedLink(email));
      // The registration's user has names and a phone but no password yet: the password-only form.
      expect((await visitor().gql<Data>(ACTIVATION, { id })).body.data!.activation).toEqual({
        __typename: 'Activation',
        variant: 'PASSWORD',
        email,
        companyName: 'Piekarnia Pod Lipami Sp. z o.o.',
        isFirstAdmin: true,
      });
      const weak = await visitor().gql<Data>(ACTIVATE, { input: { activationId: id, variant: 'PASSWORD', password: 'słabe', passwordRepeat: 'słabe' } });
      expect(weak.body.data!.activateAccount).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['input', 'password'] }, { field: ['input', 'passwordRepeat'] }] });
      const done = await visitor().gql<Data>(ACTIVATE, { input: { activationId: id, variant: 'PASSWORD', password: 'Piekarz123!', passwordRepeat: 'Piekarz123!' } });
      expect(done.body.data!.activateAccount).toEqual({ __typename: 'AccountActivated', email, message: 'Konto zostało aktywowane. Możesz się zalogować.' });
      expect((await visitor().gql<Data>(ACTIVATION, { id })).body.data!.activation).toMatchObject({ __typename: 'AccountAlreadyActive', message: 'Konto jest już aktywne' });

      const browser = await member(email, 'Piekarz123!');
      const viewer = await browser.gql<{ viewer: { permissions: string[]; activeMembership: { company: { name: string } } } }>(`{ viewer { permissions activeMembership { company { name } } } }`);
      expect(viewer.body.data!.viewer.activeMembership.company.name).toBe('Piekarnia Pod Lipami Sp. z o.o.');
      expect(viewer.body.data!.viewer.permissions).toContain('users_manage');
      expect((await visitor().gql<Data>(REGISTER, { input: registration('trzeci@piekarnia.test', REGISTRY) })).body.data!.register).toMatchObject({
        __typename: 'CompanyExists',
      });
    });

    it('puts a NIP already on the platform on the NIP field', async () => {
      const res = await visitor().gql<Data>(REGISTER, { input: registration('ktos@nowa.test', { regon: UNKNOWN.regon, nip: demo.nip }) });
      expect(res.body.data!.register).toEqual({
        __typename: 'NipTaken',
        code: 'NIP_TAKEN',
        message: 'NIP występuje już w naszej bazie',
        field: ['input', 'company', 'nip'],
      });
    });

    it('keeps an existing account and asks a new e-mail for its personal data (the API says which fields)', async () => {
      const missing = await visitor().gql<Data>(REGISTER, { input: registration('nowy@nieznana.test', UNKNOWN, null) });
      const problems = (missing.body.data!.register as unknown as { problems: { field: string[] }[] }).problems.map((p) => p.field.join('.'));
      expect(missing.body.data!.register.__typename).toBe('ValidationFailed');
      expect(problems).toEqual(expect.arrayContaining(['input.user.newAccount.firstName', 'input.user.newAccount.phoneNumber', 'input.user.newAccount.confirmedStatute']));

      const existing = await visitor().gql<Data>(REGISTER, { input: registration('pracownik@demo.test', UNKNOWN, null) });
      expect(existing.body.data!.register.__typename).toBe('RegistrationCompleted');
      // An account already in use elsewhere only confirms.
      const id = lastSegment(await mailedLink('pracownik@demo.test'));
      expect((await visitor().gql<Data>(ACTIVATION, { id })).body.data!.activation).toMatchObject({ variant: 'BUTTON' });
      expect((await visitor().gql<Data>(ACTIVATE, { input: { activationId: id, variant: 'BUTTON' } })).body.data!.activateAccount.__typename).toBe('AccountActivated');
    });

    it('checks the whole form before calling, on the GraphQL input paths', async () => {
      await stack.legacy.dev('/stats/reset', {});
      const input = registration('zly', { regon: '123', nip: '5271234564' }, { firstName: '1', lastName: 'Nowak', phoneNumber: '+48', ...consents, confirmedStatute: false });
      input.company.registrationPurposes = [];
      const res = await visitor().gql<Data>(REGISTER, { input: { ...input, isCompanyRepresentative: false } });
      const problems = (res.body.data!.register as unknown as { problems: { field: string[]; message: string }[] }).problems;
      expect(problems.map((p) => [p.field.join('.'), p.message])).toEqual([
        ['input.company.regon', 'Niepoprawny numer REGON'],
        ['input.company.nip', 'Niepoprawny numer NIP'],
        ['input.company.registrationPurposes', 'Zaznacz co najmniej jeden cel rejestracji'],
        ['input.user.email', 'Błędny format e-mail'],
        ['input.user.newAccount.firstName', 'Wprowadź od 2 do 50 znaków'],
        ['input.user.newAccount.phoneNumber', 'Wprowadź numer telefonu'],
        ['input.user.newAccount.confirmedStatute', 'Wymagane potwierdzenie warunków'],
        ['input.isCompanyRepresentative', 'Pierwszy administrator musi być reprezentantem firmy'],
      ]);
      expect(await upstreamCalls('/accounts/')).toBe(0);
    });

    it('takes the authorisation attachment of a registration this browser sent, before activation only', async () => {
      const browser = visitor();
      const res = await browser.gql<Data>(REGISTER, { input: registration('zalacznik@nowa.test', { regon: '361000010', nip: '3610000170' }) });
      const membershipId = String(res.body.data!.register.membershipId);
      const attach = async (who: Browser, name: string, bytes: Uint8Array, id = membershipId) => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        const answer = await fetch(`${stack.gateway.url}/files/registration/${id}`, {
          method: 'POST',
          body: form,
          headers: { 'x-requested-with': 'XMLHttpRequest', ...(who.cookie ? { cookie: who.cookie } : {}) },
        });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      };
      const pdf = new TextEncoder().encode('%PDF-1.4\n% upoważnienie\n');
      expect(await attach(browser, 'upowaznienie.pdf', pdf)).toEqual({
        status: 200,
        body: { __typename: 'AttachmentSent', membershipId, fileName: 'upowaznienie.pdf', message: 'Upoważnienie zostało dołączone do rejestracji.' },
      });
      expect(await attach(browser, 'upowaznienie.pdf', new TextEncoder().encode('nie pdf'))).toMatchObject({ status: 415, body: { __typename: 'FileTypeNotAllowed' } });
      expect(await attach(browser, 'upowaznienie.txt', pdf)).toMatchObject({ status: 415, body: { message: 'Niewłaściwy format pliku – wybierz obraz (JPG, PNG) lub plik PDF' } });
      // Another browser, or another registration, may not attach anything.
      expect(await attach(visitor(), 'upowaznienie.pdf', pdf)).toMatchObject({ status: 403, body: { __typename: 'AttachmentNotAllowed' } });
      expect(await attach(browser, 'upowaznienie.pdf', pdf, '1')).toMatchObject({ status: 403 });

      const id = lastSegment(await mailedLink('zalacznik@nowa.test'));
      await visitor().gql(ACTIVATE, { input: { activationId: id, variant: 'PASSWORD', password: 'Zalacz123!', passwordRepeat: 'Zalacz123!' } });
      expect(await attach(browser, 'upowaznienie.pdf', pdf)).toMatchObject({ status: 403, body: { __typename: 'AttachmentNotAllowed' } });
    });

    it('answers an unknown or used activation link as expired', async () => {
      expect((await visitor().gql<Data>(ACTIVATION, { id: 'nie-ma-takiego' })).body.data!.activation).toMatchObject({ __typename: 'LinkExpired', message: 'Link wygasł' });
      expect((await visitor().gql<Data>(ACTIVATE, { input: { activationId: 'nie-ma-takiego', variant: 'BUTTON' } })).body.data!.activateAccount).toMatchObject({
        __typename: 'LinkExpired',
      });
    });
  });

  describe('password reset', () => {
    const REQUEST = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on PasswordResetRequested { email message } ${PROBLEM_FIELDS} } }`;
    const LINK = `query($id: ID!) { passwordResetLink(resetId: $id) { __typename ... on PasswordResetLink { email } ... on Problem { message } } }`;
    const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on PasswordReset { message } ${PROBLEM_FIELDS} } }`;

    it('mails a link to a known account, refuses an unknown e-mail, and sets the password once', async () => {
      expect((await visitor().gql<Data>(REQUEST, { email: 'nikt@nigdzie.pl' })).body.data!.requestPasswordReset).toEqual({
        __typename: 'UnknownAccountEmail',
        code: 'UNKNOWN_ACCOUNT_EMAIL',
        message: 'Podany adres e-mail nie pasuje do żadnego konta na platformie',
        field: ['input', 'email'],
      });
      expect((await visitor().gql<Data>(REQUEST, { email: 'biuro@smaki-babci.demo.test' })).body.data!.requestPasswordReset).toMatchObject({
        __typename: 'PasswordResetRequested',
        message: 'Link do zmiany hasła został wysłany na podany adres e-mail.',
      });
      const resetId = lastSegment(await mailedLink('biuro@smaki-babci.demo.test'));
      expect((await visitor().gql<Data>(LINK, { id: resetId })).body.data!.passwordResetLink).toEqual({ __typename: 'PasswordResetLink', email: 'biuro@smaki-babci.demo.test' });
      expect((await visitor().gql<Data>(RESET, { input: { resetId, password: 'Nowe123!', passwordRepeat: 'Nowe1234!' } })).body.data!.resetPassword).toMatchObject({
        __typename: 'ValidationFailed',
        problems: [{ field: ['input', 'passwordRepeat'], message: 'Hasła muszą być takie same' }],
      });
      expect((await visitor().gql<Data>(RESET, { input: { resetId, password: 'Nowe123!', passwordRepeat: 'Nowe123!' } })).body.data!.resetPassword.__typename).toBe('PasswordReset');
      expect((await visitor().gql<Data>(RESET, { input: { resetId, password: 'Nowe123!', passwordRepeat: 'Nowe123!' } })).body.data!.resetPassword).toMatchObject({
        __typename: 'LinkExpired',
        message: 'Link wygasł',
      });
      expect((await visitor().gql<Data>(LINK, { id: resetId })).body.data!.passwordResetLink.__typename).toBe('LinkExpired');
      await member('biuro@smaki-babci.demo.test', 'Nowe123!');
    });
  });

  describe('user data and password of the signed-in person', () => {
    const USER_DATA = `{ userData { __typename ... on UserData { email firstName phoneNumber permissionGroup isCompanyRepresentative agreeToSharingData } ${PROBLEM} } }`;
    const UPDATE = `mutation($input: UserDataInput!) { updateUserData(input: $input) { __typename ... on UserData { firstName phoneNumber agreeToSharingData message } ${PROBLEM_FIELDS} } }`;
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on PasswordChanged { message } ${PROBLEM_FIELDS} } }`;
    const data = { firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '+48 601-602-603', ...consents };

    it('reads and saves personal data and consents', async () => {
      const firma = await member('firma@demo.test');
      expect((await firma.gql<Data>(USER_DATA)).body.data!.userData).toMatchObject({
        __typename: 'UserData',
        email: 'firma@demo.test',
        permissionGroup: 'LOCATION_ADMIN',
        isCompanyRepresentative: true,
      });
      expect((await firma.gql<Data>(UPDATE, { input: data })).body.data!.updateUserData).toEqual({
        __typename: 'UserData',
        firstName: 'Jan',
        phoneNumber: '+48601602603',
        agreeToSharingData: true,
        message: 'Dane użytkownika zostały zapisane.',
      });
      // Read, the same type has no message to say.
      expect((await firma.gql<Data>('{ userData { ... on UserData { message } } }')).body.data!.userData).toEqual({ message: '' });
    });

    it('refuses to take the flag from the last representative, on the flag', async () => {
      const firma = await member('firma@demo.test');
      expect((await firma.gql<Data>(UPDATE, { input: { ...data, isCompanyRepresentative: false } })).body.data!.updateUserData).toMatchObject({
        __typename: 'LastRepresentative',
        code: 'LAST_REPRESENTATIVE',
        field: ['input', 'isCompanyRepresentative'],
      });
    });

    it('lets only a location_admin send the representative flag, and nobody without a session', async () => {
      const pracownik = await member('pracownik@demo.test');
      expect((await pracownik.gql<Data>(UPDATE, { input: { ...data, firstName: 'Ewa', lastName: 'Nowak', isCompanyRepresentative: true } })).body.data!.updateUserData).toMatchObject({
        __typename: 'PermissionDenied',
        message: 'Nie masz uprawnień do tej czynności',
      });
      expect((await visitor().gql<Data>(USER_DATA)).body.data!.userData.__typename).toBe('LoginRequired');
    });

    it('changes the password only with the right current one', async () => {
      const browser = await member('biuro@smaki-babci.demo.test', 'Nowe123!');
      const wrong = await browser.gql<Data>(CHANGE, { input: { oldPassword: 'Zle12345!', newPassword: 'Inne123!', newPasswordRepeat: 'Inne123!' } });
      expect(wrong.body.data!.changePassword).toEqual({
        __typename: 'WrongCurrentPassword',
        code: 'WRONG_CURRENT_PASSWORD',
        message: 'Nieprawidłowe bieżące hasło',
        field: ['input', 'oldPassword'],
      });
      const right = await browser.gql<Data>(CHANGE, { input: { oldPassword: 'Nowe123!', newPassword: 'Inne123!', newPasswordRepeat: 'Inne123!' } });
      expect(right.body.data!.changePassword).toEqual({ __typename: 'PasswordChanged', message: 'Hasło zostało zmienione.' });
      await member('biuro@smaki-babci.demo.test', 'Inne123!');
    });
  });

  describe("the company's users", () => {
    const USERS = `query($page: Int!) { companyUsers(page: $page) { ... on PermissionDenied { permission } ... on CompanyUsersPage { totalCount page pageSize records { id email permissionGroup isCompanyRepresentative activated isSelf } } ${PROBLEM_FIELDS} } }`;
    const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) { __typename ... on InvitationSent { membershipId email message } ${PROBLEM_FIELDS} } }`;
    const SET = `mutation($input: SetUserPermissionInput!) { setUserPermission(input: $input) { __typename ... on CompanyUser { permissionGroup message } ${PROBLEM_FIELDS} } }`;
    const DELETE = `mutation($id: ID!) { deleteMembership(membershipId: $id) { __typename ... on MembershipDeleted { membershipId message } ${PROBLEM} } }`;
    type Page = { totalCount: number; records: { id: string; email: string; activated: boolean; isSelf: boolean; isCompanyRepresentative: boolean }[] };

    it('lists, invites, changes a role and removes a user; refuses what the spec refuses', async () => {
      const firma = await member('firma@demo.test');
      const page = (await firma.gql<Data<Page>>(USERS, { page: 0 })).body.data!.companyUsers;
      expect(page).toMatchObject({ __typename: 'CompanyUsersPage', page: 0, pageSize: 10 });
      const self = page.records.find((r) => r.isSelf)!;
      expect(self).toMatchObject({ email: 'firma@demo.test', isCompanyRepresentative: true });

      const invited = (await firma.gql<Data>(INVITE, { input: { email: 'Nowy@Firma.test', permissionGroup: 'LOCATION_USER' } })).body.data!.inviteUser;
      expect(invited).toMatchObject({ __typename: 'InvitationSent', email: 'nowy@firma.test', message: 'Zaproszenie zostało wysłane.' });
      expect(await mailedLink('nowy@firma.test')).toMatch(/\/confirm\/email\//);
      expect((await firma.gql<Data>(INVITE, { input: { email: 'nowy@firma.test', permissionGroup: 'LOCATION_USER' } })).body.data!.inviteUser).toMatchObject({
        __typename: 'UserAlreadyInvited',
        field: ['input', 'email'],
      });
      expect((await firma.gql<Data>(INVITE, { input: { email: 'pracownik@demo.test', permissionGroup: 'LOCATION_USER' } })).body.data!.inviteUser).toMatchObject({
        __typename: 'UserAlreadyInCompany',
        message: 'Taki użytkownik istnieje już w firmie',
      });
      const after = (await firma.gql<Data<Page>>(USERS, { page: 0 })).body.data!.companyUsers;
      expect(after.totalCount).toBe(page.totalCount + 1);
      expect(after.records.find((r) => r.email === 'nowy@firma.test')).toMatchObject({ activated: false });

      const id = String(invited.membershipId);
      expect((await firma.gql<Data>(SET, { input: { membershipId: id, permissionGroup: 'LOCATION_ADMIN' } })).body.data!.setUserPermission).toEqual({
        __typename: 'CompanyUser',
        permissionGroup: 'LOCATION_ADMIN',
        message: 'Uprawnienia użytkownika zostały zmienione.',
      });
      expect((await firma.gql<Data>(SET, { input: { membershipId: id, permissionGroup: 'LOCATION_ADMIN' } })).body.data!.setUserPermission).toMatchObject({
        __typename: 'PermissionNotChanged',
        code: 'PERMISSION_NOT_CHANGED',
      });
      // One's own membership is refused by the policy (`@auth(notOwnMembership:)`): the API is not asked to change it.
      await stack.legacy.dev('/stats/reset', {});
      expect((await firma.gql<Data>(SET, { input: { membershipId: self.id, permissionGroup: 'LOCATION_USER' } })).body.data!.setUserPermission.__typename).toBe('OwnMembership');
      expect((await firma.gql<Data>(DELETE, { id: self.id })).body.data!.deleteMembership.__typename).toBe('OwnMembership');
      expect(Object.keys((await stack.legacy.stats()).requests).filter((route) => route.includes('membership'))).toEqual([]);
      expect((await firma.gql<Data>(DELETE, { id })).body.data!.deleteMembership).toEqual({
        __typename: 'MembershipDeleted',
        membershipId: id,
        message: 'Użytkownik został usunięty z firmy.',
      });
      expect((await firma.gql<Data>(DELETE, { id })).body.data!.deleteMembership.__typename).toBe('MembershipNotFound');
    });

    it('refuses to remove or demote the last representative', async () => {
      // A second administrator of the demo company, activated, tries to remove the only representative.
      const firma = await member('firma@demo.test');
      await firma.gql(INVITE, { input: { email: 'druga@firma.test', permissionGroup: 'LOCATION_ADMIN' } });
      const activationId = lastSegment(await mailedLink('druga@firma.test'));
      const full = { firstName: 'Anna', lastName: 'Druga', phoneNumber: '+48 600-100-200', password: 'Druga123!', passwordRepeat: 'Druga123!', ...consents };
      expect((await visitor().gql<Data>(ACTIVATE, { input: { activationId, variant: 'FULL', ...full } })).body.data!.activateAccount.__typename).toBe('AccountActivated');
      const druga = await member('druga@firma.test', 'Druga123!');
      const representative = (await druga.gql<Data<Page>>(USERS, { page: 0 })).body.data!.companyUsers.records.find((r) => r.email === 'firma@demo.test')!;
      expect((await druga.gql<Data>(DELETE, { id: representative.id })).body.data!.deleteMembership).toMatchObject({
        __typename: 'LastRepresentative',
        code: 'LAST_REPRESENTATIVE',
      });
      expect((await druga.gql<Data>(SET, { input: { membershipId: representative.id, permissionGroup: 'LOCATION_USER' } })).body.data!.setUserPermission.__typename).toBe(
        'LastRepresentative',
      );
    });

    it('denies the users screen to a standard user and to visitors', async () => {
      const pracownik = await member('pracownik@demo.test');
      expect((await pracownik.gql<Data>(USERS, { page: 0 })).body.data!.companyUsers).toMatchObject({ __typename: 'PermissionDenied', permission: 'users_manage' });
      expect((await pracownik.gql<Data>(INVITE, { input: { email: 'x@y.pl', permissionGroup: 'LOCATION_USER' } })).body.data!.inviteUser.__typename).toBe('PermissionDenied');
      expect((await visitor().gql<Data>(USERS, { page: 0 })).body.data!.companyUsers.__typename).toBe('LoginRequired');
      // The policy answers before the input is judged: a bad page is told only to whom may list the users.
      expect((await pracownik.gql<Data>(USERS, { page: -1 })).body.data!.companyUsers.__typename).toBe('PermissionDenied');
      const firma = await member('firma@demo.test');
      expect((await firma.gql<Data>(USERS, { page: -1 })).body.data!.companyUsers).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['page'] }] });
    });
  });

  describe("every 400 of the stand-in lands on the field the gateway's input named", () => {
    // The REST client is called directly with bodies the gateway's own check would stop, so the stand-in's field
    // errors themselves go through each call's field map.
    let client: LegacyClient;
    beforeAll(() => {
      client = new LegacyClient({ baseUrl: stack.legacy.url, timeoutMs: 5_000, clientIp: undefined, captchaHeader: 'x-captcha-token', globalLookupPath: '/x/{gtin}/', credentials: anonymous, logger: pino({ level: 'silent' }) });
    });
    const fieldsOf = (answer: { ok: boolean; failure?: unknown }) => {
      expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
      return (answer.failure as { problems: { field: string[] }[] }).problems.map((p) => p.field.join('.')).sort();
    };

    it('registration (nested body)', async () => {
      const answer = await client.accounts.register({
        company: { regon: '1', nip: '1', name: '', street: 'x'.repeat(131), city: 'Kraków', postalCode: '1', district: 'bawaria', country: 'Niemcy', companyProfile: 'x', registrationPurposes: {} },
        user: { email: 'zly', firstName: '1', lastName: 'N', phoneNumber: '600', confirmedStatute: false, agreeToSellingEmails: 'tak' },
        isCompanyRepresentative: false,
      });
      expect(fieldsOf(answer)).toEqual(
        [
          'input.company.regon',
          'input.company.nip',
          'input.company.name',
          'input.company.street',
          'input.company.postalCode',
          'input.company.district',
          'input.company.country',
          'input.company.companyProfile',
          'input.company.registrationPurposes',
          'input.user.email',
          'input.user.newAccount.firstName',
          'input.user.newAccount.lastName',
          'input.user.newAccount.phoneNumber',
          'input.user.newAccount.confirmedStatute',
          'input.user.newAccount.agreeToSellingEmails',
          'input.user.newAccount.agreeToSellingPhones',
          'input.user.newAccount.agreeToSharingData',
          'input.user.newAccount.agreeToMarketingEmails',
          'input.user.newAccount.agreeToMarketingPhones',
          'input.isCompanyRepresentative',
        ].sort(),
      );
    });

    it('lookups, activation and reset', async () => {
      expect(fieldsOf(await client.accounts.companyByRegon('1'))).toEqual(['regon']);
      expect(fieldsOf(await client.accounts.registrationState('1'))).toEqual(['regon']);
      expect(fieldsOf(await client.accounts.companyByNip('1'))).toEqual(['nip']);
      expect(fieldsOf(await client.accounts.accountByEmail('zly'))).toEqual(['email']);
      expect(fieldsOf(await client.accounts.assignment(demo.regon, 'zly'))).toEqual(['email']);

      await client.accounts.register(registrationBodyFor('aktywacja@nowa.test'));
      const id = lastSegment(await mailedLink('aktywacja@nowa.test'));
      expect(fieldsOf(await client.accounts.activate(id, { password: 'a', passwordRepeat: 'b' }))).toEqual(['input.password']);
      await client.accounts.requestPasswordReset('pracownik@demo.test');
      const resetId = lastSegment(await mailedLink('pracownik@demo.test'));
      expect(fieldsOf(await client.accounts.resetPassword(resetId, 'Dobre123!', 'Inne123!'))).toEqual(['input.passwordRepeat']);
    });

    it('private writes carry the CSRF pair and map their field errors', async () => {
      const firma = new LegacyClient({
        baseUrl: stack.legacy.url,
        timeoutMs: 5_000,
        clientIp: undefined,
        captchaHeader: 'x-captcha-token',
        globalLookupPath: '/x/{gtin}/',
        credentials: await tokenOf('firma@demo.test'),
        logger: pino({ level: 'silent' }),
      });
      const me = await firma.session.me();
      if (!me.ok) throw new Error('no me');
      const membership = me.data.memberships[0]!;
      const userId = me.data.id;
      expect(fieldsOf(await firma.accounts.updateUserData(userId, membership.id, { firstName: '1', lastName: '', phoneNumber: 'x', confirmedStatute: 'tak' }))).toEqual(
        [
          'input.firstName',
          'input.lastName',
          'input.phoneNumber',
          'input.confirmedStatute',
          'input.agreeToSellingEmails',
          'input.agreeToSellingPhones',
          'input.agreeToSharingData',
          'input.agreeToMarketingEmails',
          'input.agreeToMarketingPhones',
        ].sort(),
      );
      expect(fieldsOf(await firma.accounts.changePassword(userId, membership.id, { oldPassword: 'Demo123!', newPassword: 'slabe', newPasswordRepeat: 'slabe' }))).toEqual([
        'input.newPassword',
      ]);
      expect(fieldsOf(await firma.accounts.inviteUser(userId, membership.company.id, { email: 'zly', permissionGroup: 'szef' }))).toEqual([
        'input.email',
        'input.permissionGroup',
      ]);
      const users = await firma.accounts.companyUsers(userId, membership.company.id, 0, 10);
      const other = users.ok ? users.data.records.find((r) => r.email !== 'firma@demo.test')! : null;
      expect(fieldsOf(await firma.accounts.setPermission(userId, other!.id, 'szef'))).toEqual(['input.permissionGroup']);
    });

    function registrationBodyFor(email: string) {
      return {
        company: { regon: '142000027', nip: '1420000289', name: 'Browar Rzemieślniczy Zdrój S.A.', street: 'ul. Źródlana 7', city: 'Kraków', postalCode: '30-301', district: 'małopolskie', companyProfile: 'production', registrationPurposes: { useSearch: true } },
        user: { email, firstName: 'Ola', lastName: 'Browar', phoneNumber: '+48600700800', ...consents },
        isCompanyRepresentative: true,
      };
    }

    async function tokenOf(email: string) {
      const pair = await client.session.obtainToken(email, 'Demo123!');
      if (!pair.ok) throw new Error('login failed');
      return bearerCredentials(pair.data.access);
    }
  });
});
