import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';
import { REFUSAL, answerOf, signIn, upstreamCallCount } from '../test/members';

/** Company administration and the repository through the gateway, against the stand-in with Django's CSRF check on. */

const PROBLEM = `${REFUSAL} ... on ValidationFailed { problems { field message } }`;

/** Every administration operation with harmless arguments, and the permission the spec gives it. */
export const ADMIN_OPERATIONS: [name: string, permission: string, document: string][] = [
  ['adminCompanies', 'registered_company', `{ adminCompanies { __typename ${REFUSAL} } }`],
  ['adminCompany', 'registered_company', `{ adminCompany(id: "2") { __typename ${REFUSAL} } }`],
  ['adminCompanyUsers', 'registered_company', `{ adminCompanyUsers(companyId: "2") { __typename ${REFUSAL} } }`],
  ['adminCompanyUser', 'registered_company', `{ adminCompanyUser(companyId: "2", membershipId: "2") { __typename ${REFUSAL} } }`],
  ['setCompanyDownloadAccess', 'registered_company', `mutation { setCompanyDownloadAccess(companyId: "2", accessToDownload: true) { __typename ${REFUSAL} } }`],
  ['deleteCompanyMembership', 'registered_company', `mutation { deleteCompanyMembership(companyId: "2", membershipId: "2") { __typename ${REFUSAL} } }`],
  ['repositoryIssues', 'repository', `{ repositoryIssues { __typename ${REFUSAL} } }`],
  ['repositoryCompanies', 'repository', `{ repositoryCompanies(name: "a") { __typename ${REFUSAL} } }`],
  ['dataPools', 'repository', `{ dataPools { __typename ${REFUSAL} } }`],
  ['issueFile', 'repository', `{ issueFile(id: "1") { __typename ${REFUSAL} } }`],
  ['generateIssueFile', 'repository', `mutation { generateIssueFile(issueIds: ["1"]) { __typename ${REFUSAL} } }`],
];

const COMPANIES = /* GraphQL */ `
  query($search: String, $sort: CompanySortField!, $descending: Boolean!, $page: Int!) {
    adminCompanies(search: $search, sort: $sort, descending: $descending, page: $page) {
      __typename
      ... on CompanyListPage { totalCount page pageSize companies { id name nip registrationDate accessToDownload package } }
      ${PROBLEM}
    }
  }
`;

const USERS = /* GraphQL */ `
  query($companyId: ID!, $page: Int!) {
    adminCompanyUsers(companyId: $companyId, page: $page, sort: EMAIL) {
      __typename
      ... on AdminCompanyUsersPage { totalCount users { id email permissionGroup isCompanyRepresentative isSelf } }
      ${PROBLEM}
    }
  }
`;

const ISSUES = /* GraphQL */ `
  query($filter: IssueFilterInput!, $page: Int! = 1) {
    repositoryIssues(filter: $filter, page: $page) {
      __typename
      ... on IssuePage { page pageCount rows { issueIds companyName error errorCode status dataPoolName numIssues } }
      ${PROBLEM}
    }
  }
`;

type Row = { issueIds: string[]; error: string; errorCode: string; status: string; dataPoolName: string };

describe('administration over real HTTP', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true' } });
  const signedIn = (email: string) => signIn(stack.gateway.url, email);

  it.each(ADMIN_OPERATIONS)('%s refuses a member without %s before any upstream call, and asks a visitor to sign in', async (_name, permission, document) => {
    for (const email of ['firma@demo.test', 'pracownik@demo.test']) {
      const member = await signedIn(email);
      await stack.legacy.dev('/stats/reset', {});
      expect(await answerOf(member, document)).toEqual({
        __typename: 'PermissionDenied',
        code: 'PERMISSION_DENIED',
        message: 'Nie masz uprawnień do tej czynności',
        field: null,
        permission,
      });
      expect(await upstreamCallCount(stack.legacy)).toBe(0);
    }
    expect(await answerOf(new Browser(stack.gateway.url), document)).toMatchObject({ __typename: 'LoginRequired', code: 'LOGIN_REQUIRED' });
  });

  it('finds a company by NIP, sorts by registration date and pages by 10', async () => {
    const admin = await signedIn('admin@demo.test');
    const all = await answerOf(admin, COMPANIES, { sort: 'NAME', descending: false, page: 1 });
    expect(all).toMatchObject({ __typename: 'CompanyListPage', page: 1, pageSize: 10 });
    const companies = all.companies as { nip: string; name: string }[];
    expect(companies).toHaveLength(10);
    const { nip, name } = companies[3]!;
    expect(await answerOf(admin, COMPANIES, { search: nip, sort: 'NAME', descending: false, page: 1 })).toMatchObject({ totalCount: 1, companies: [{ nip, name }] });

    const byDate = await answerOf(admin, COMPANIES, { sort: 'REGISTRATION_DATE', descending: true, page: 2 });
    const dates = (byDate.companies as { registrationDate: string }[]).map((c) => c.registrationDate);
    expect(dates).toHaveLength(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = (await answerOf(admin, COMPANIES, { sort: 'REGISTRATION_DATE', descending: true, page: 1 })).companies as { registrationDate: string }[];
    expect(first.at(-1)!.registrationDate >= dates[0]!).toBe(true);

    expect(await answerOf(admin, COMPANIES, { sort: 'NAME', descending: false, page: 0 })).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['page'] }] });
  });

  it('switches a company’s download access (through the CSRF check) and reads it back', async () => {
    const admin = await signedIn('admin@demo.test');
    const set = `mutation($v: Boolean!) { setCompanyDownloadAccess(companyId: "5", accessToDownload: $v) { __typename ... on CompanyDetails { id accessToDownload apiKey message } ... on Problem { message } } }`;
    expect(await answerOf(admin, set, { v: false })).toEqual({ __typename: 'CompanyDetails', id: '5', accessToDownload: false, apiKey: null, message: 'Zapisano dostęp do pobierania bazy danych.' });
    expect(await answerOf(admin, `{ adminCompany(id: "5") { ... on CompanyDetails { accessToDownload apiKey subscription { package } } } }`)).toMatchObject({ accessToDownload: false, apiKey: null });
    expect(await answerOf(admin, set, { v: true })).toMatchObject({ accessToDownload: true });
    expect(await answerOf(admin, `{ adminCompany(id: "99999") { __typename ... on Problem { code } } }`)).toEqual({ __typename: 'CompanyNotFound', code: 'COMPANY_NOT_FOUND' });
  });

  it('reads one user by id (the spec’s admin "user by id"), as the list shows them; another company’s is not found', async () => {
    const admin = await signedIn('admin@demo.test');
    const listed = (await answerOf(admin, USERS, { companyId: '2', page: 1 })).users as { id: string }[];
    const ONE = `query($c: ID!, $m: ID!) { adminCompanyUser(companyId: $c, membershipId: $m) { __typename ... on CompanyUser { id email permissionGroup isCompanyRepresentative isSelf } ... on Problem { code message } } }`;
    expect(await answerOf(admin, ONE, { c: '2', m: listed[0]!.id })).toEqual({ __typename: 'CompanyUser', ...listed[0] });
    expect(await answerOf(admin, ONE, { c: '3', m: listed[0]!.id })).toMatchObject({ __typename: 'MembershipNotFound', code: 'NOT_FOUND' });
  });

  it('lists a company’s users, marks the viewer’s own row and refuses to remove it', async () => {
    const admin = await signedIn('admin@demo.test');
    const page = await answerOf(admin, USERS, { companyId: '2', page: 1 });
    const users = page.users as { email: string; permissionGroup: string; isSelf: boolean }[];
    expect(users.map((u) => u.email)).toEqual([...users.map((u) => u.email)].sort());
    expect(users).toContainEqual(expect.objectContaining({ email: 'firma@demo.test', permissionGroup: 'LOCATION_ADMIN', isCompanyRepresentative: true, isSelf: false }));

    const ownCompany = (await answerOf(admin, USERS, { companyId: '1', page: 1 })).users as { id: string; email: string; isSelf: boolean }[];
    const own = ownCompany.find((u) => u.isSelf)!;
    expect(own.email).toBe('admin@demo.test');
    expect(ownCompany.filter((u) => u.isSelf)).toHaveLength(1);
    const remove = `mutation($m: ID!) { deleteCompanyMembership(companyId: "1", membershipId: $m) { __typename ... on Problem { code message } } }`;
    expect(await answerOf(admin, remove, { m: own.id })).toEqual({
      __typename: 'OwnMembership',
      code: 'OWN_MEMBERSHIP',
      message: 'Nie możesz zmienić ani usunąć własnego członkostwa.',
    });
  });

  it('filters the repository by error type and data pool, and hides abandoned issues unless asked', async () => {
    const admin = await signedIn('admin@demo.test');
    const byError = await answerOf(admin, ISSUES, { filter: { errors: ['CONTROL_NUMBER'] } });
    const rows = byError.rows as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.error === 'CONTROL_NUMBER' && r.errorCode === 'EP-0003' && r.status !== 'ABANDONED')).toBe(true);

    const pools = (await answerOf(admin, '{ dataPools { ... on DataPoolList { dataPools { code name } } } }')).dataPools as { code: string; name: string }[];
    expect(pools.length).toBeGreaterThanOrEqual(2);
    const pool = pools[1]!;
    const bySource = (await answerOf(admin, ISSUES, { filter: { sources: [pool.code] } })).rows as Row[];
    expect(bySource.length).toBeGreaterThan(0);
    expect(bySource.every((r) => r.dataPoolName === pool.name)).toBe(true);

    const abandoned = (await answerOf(admin, ISSUES, { filter: { statuses: ['ABANDONED'], showAbandoned: true } })).rows as Row[];
    expect(abandoned.length).toBeGreaterThan(0);
    expect(abandoned.every((r) => r.status === 'ABANDONED')).toBe(true);
    // The spec's filter body has no show-abandoned key (the stand-in refuses one): the option becomes the statuses.
    const everything = (await answerOf(admin, ISSUES, { filter: { showAbandoned: true } })).rows as Row[];
    expect(new Set(everything.map((r) => r.status))).toEqual(new Set(['NEW', 'IN_PROGRESS', 'RESOLVED', 'ABANDONED']));
    expect((await answerOf(admin, ISSUES, { filter: { statuses: ['ABANDONED'] } })).rows).toEqual([]);

    const options = (await answerOf(admin, '{ repositoryCompanies(name: "sp") { ... on CompanyOptions { companies { id name } } } }')).companies as { name: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((c) => c.name.toLowerCase().includes('sp'))).toBe(true);
  });

  it('generates an issue file for the selected rows and reports when it is ready', async () => {
    const admin = await signedIn('admin@demo.test');
    expect(await answerOf(admin, `mutation { generateIssueFile(issueIds: []) { __typename ${PROBLEM} } }`)).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [{ field: ['issueIds'], message: 'Zaznacz co najmniej jedno zgłoszenie.' }],
    });
    const rows = (await answerOf(admin, ISSUES, { filter: {} })).rows as Row[];
    const ids = rows.slice(0, 2).flatMap((r) => r.issueIds);
    const file = await answerOf(admin, `mutation($ids: [ID!]!) { generateIssueFile(issueIds: $ids) { __typename ... on IssueFile { id ready } } }`, { ids });
    expect(file).toMatchObject({ __typename: 'IssueFile', ready: false });
    await expect
      .poll(async () => (await answerOf(admin, `query($id: ID!) { issueFile(id: $id) { ... on IssueFile { ready } } }`, { id: file.id })).ready, { timeout: 5_000, interval: 50 })
      .toBe(true);
    expect(await answerOf(admin, `{ issueFile(id: "424242") { ... on IssueFile { ready } } }`)).toEqual({ ready: false });
  });
});
