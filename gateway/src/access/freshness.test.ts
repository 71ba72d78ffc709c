import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerToken, stackForTests, type Browser } from '../test/harness';
import { signIn } from '../test/members';

/**
 * Issue 29: a company administrator demoted upstream kept the API key, the company's users and the database for as
 * long as the session remembered their permissions. Over real HTTP: a browser-like client → gateway → stand-in.
 */

const USERS = '{ companyUsers { __typename ... on CompanyUsersPage { records { id email } } ... on PermissionDenied { permission } } }';
const MY_COMPANY = '{ myCompany { __typename ... on CompanyDetails { id apiKey } ... on PermissionDenied { permission } } }';
const DOWNLOAD = '{ databaseDownload(companyId: "2") { __typename ... on PermissionDenied { permission } } }';
const SET = 'mutation($input: SetUserPermissionInput!) { setUserPermission(input: $input) { __typename } }';

describe('fresh authorization (issue 29)', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true' }, gatewayEnv: { PERMISSIONS_MAX_AGE_SECONDS: '4' } });
  let firma: Browser;
  let pracownikMembership: string;

  /** `firma@demo.test` gives `pracownik@demo.test` another role in the demo company, as the users screen does. */
  async function makePracownik(permissionGroup: 'LOCATION_ADMIN' | 'LOCATION_USER') {
    const answer = await firma.gql<{ setUserPermission: { __typename: string } }>(SET, { input: { membershipId: pracownikMembership, permissionGroup } });
    expect(answer.body.data!.setUserPermission.__typename).toBe('CompanyUser');
  }
  const myCompany = async (browser: Browser) => (await browser.gql<{ myCompany: { __typename: string; apiKey?: string } }>(MY_COMPANY)).body.data!.myCompany;
  const accountReads = async () => (await stack.legacy.stats()).requests['GET /api/v1/accounts/me/'] ?? 0;

  beforeAll(async () => {
    firma = await signIn(stack.gateway.url, 'firma@demo.test');
    const users = await firma.gql<{ companyUsers: { records: { id: string; email: string }[] } }>(USERS);
    pracownikMembership = users.body.data!.companyUsers.records.find((r) => r.email === 'pracownik@demo.test')!.id;
  });
  // Each test starts with pracownik an administrator (a test that demoted them left them a user).
  beforeEach(async () => {
    const answer = await firma.gql<{ setUserPermission: { __typename: string } }>(SET, { input: { membershipId: pracownikMembership, permissionGroup: 'LOCATION_ADMIN' } });
    expect(['CompanyUser', 'PermissionNotChanged']).toContain(answer.body.data!.setUserPermission.__typename);
  });

  it('a demoted administrator loses the API key, the users and the database download at once', async () => {
    const pracownik = await signIn(stack.gateway.url, 'pracownik@demo.test');
    expect(await myCompany(pracownik)).toMatchObject({ __typename: 'CompanyDetails', apiKey: expect.stringMatching(/^pk_/) });

    await makePracownik('LOCATION_USER');

    // Well within PERMISSIONS_MAX_AGE_SECONDS of the last read: the sensitive answers read the account again first.
    expect(await myCompany(pracownik)).toEqual({ __typename: 'PermissionDenied', permission: 'users_manage' });
    expect((await pracownik.gql(USERS)).body.data).toEqual({ companyUsers: { __typename: 'PermissionDenied', permission: 'users_manage' } });
    expect((await pracownik.gql(DOWNLOAD)).body.data).toEqual({ databaseDownload: { __typename: 'PermissionDenied', permission: 'database_download' } });
    const zip = await fetch(`${stack.gateway.url}/files/products/2/zip_database`, { headers: { cookie: pracownik.cookie! } });
    expect(zip.status).toBe(403);
    expect(await zip.json()).toMatchObject({ __typename: 'PermissionDenied', permission: 'database_download' });
  });

  it('permissions remembered in the session are read again once PERMISSIONS_MAX_AGE_SECONDS old, not before', async () => {
    const pracownik = await signIn(stack.gateway.url, 'pracownik@demo.test');
    const VERIFICATION = '{ verificationFiles { __typename } }';
    const before = await accountReads();
    // A field that is not sensitive trusts the session's copy while it is young: no read of the account.
    await pracownik.gql(VERIFICATION);
    await pracownik.gql(VERIFICATION);
    expect(await accountReads()).toBe(before);
    // A sensitive one reads it every time.
    await myCompany(pracownik);
    await myCompany(pracownik);
    expect(await accountReads()).toBe(before + 2);
    // Once the copy is older than the bounded age, the next policy check reads it again.
    await stack.advanceClock(4.1);
    await pracownik.gql(VERIFICATION);
    expect(await accountReads()).toBe(before + 3);
  });

  it("an integrator's token: its account is read once (proving the token), then kept as a session keeps it; a sensitive field reads it every time, so a demotion counts at once", async () => {
    const token = await bearerToken(stack.legacy, 'pracownik@demo.test');
    const ask = async (query: string) => {
      const res = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
      return ((await res.json()) as { data: Record<string, { __typename: string }> }).data;
    };
    const before = await accountReads();
    for (let i = 0; i < 3; i++) expect((await ask('{ verificationFiles { __typename } }')).verificationFiles!.__typename).toBe('VerificationFileList');
    expect(await accountReads()).toBe(before + 1);
    expect((await ask(MY_COMPANY)).myCompany!.__typename).toBe('CompanyDetails');
    expect(await accountReads()).toBe(before + 2);

    await makePracownik('LOCATION_USER');
    expect(await ask(MY_COMPANY)).toEqual({ myCompany: { __typename: 'PermissionDenied', permission: 'users_manage' } });
  });
});
