import {
  getNamedType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileRoutes } from '../files';
import { LegacyHttp } from '../legacy/http';
import { executableSchema } from '../schema';
import { bearerToken, madeUpToken, stackForTests, type GatewayUnderTest, type Legacy } from '../test/harness';
import type { UpstreamProxy } from '../test/upstream-proxy';
import type { Policy } from './access';
import { policiesOf, type DeclaredPolicy } from './policy';

/**
 * Arguments for every root field, chosen so that a member who may use the field gets past its policy to the REST
 * API (a field added without an entry here fails the walk below).
 */
const ARGS: Record<string, Record<string, unknown>> = {
  viewer: {},
  activation: { activationId: 'nieznany' },
  passwordResetLink: { resetId: 'nieznany' },
  registrationCompany: { regon: '123456785' },
  nipAvailability: { nip: '5250001003' },
  emailCheck: { email: 'firma@demo.test' },
  companyAssignment: { regon: '123456785', email: 'firma@demo.test' },
  userData: {},
  companyUsers: {},
  adminCompanies: {},
  adminCompany: { id: '2' },
  adminCompanyUsers: { companyId: '2' },
  adminCompanyUser: { companyId: '2', membershipId: '2' },
  repositoryIssues: {},
  repositoryCompanies: {},
  dataPools: {},
  issueFile: { id: '999' },
  captcha: {},
  product: { gtin: '5901234123457' },
  products: { gtins: ['5901234123457'] },
  productCounters: {},
  rateLimit: {},
  analyticsScripts: {},
  digitalLinkResolver: {},
  pageContent: { page: 'VERIFY_DATA' },
  myCompany: {},
  databaseDownload: { companyId: '1' },
  activePackage: {},
  pendingOrder: {},
  gs1Codes: { input: { gtin: '5901234123457' } },
  catalogSearch: { filter: { name: 'pierogi' } },
  catalogSuggestions: { field: 'NAME', text: 'pi' },
  categoryTree: {},
  gtinLicence: { gtin: '5901234123457' },
  verificationPage: {},
  verificationFiles: {},
  login: { input: { email: 'nikt@demo.test', password: 'Demo123!' } },
  logout: {},
  switchMembership: { membershipId: '1' },
  activateAccount: { input: { activationId: 'nieznany', variant: 'BUTTON' } },
  requestPasswordReset: { input: { email: 'nikt@demo.test' } },
  resetPassword: { input: { resetId: 'nieznany', password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } },
  changePassword: { input: { oldPassword: 'Zle123!xx', newPassword: 'Nowe123!x', newPasswordRepeat: 'Nowe123!x' } },
  register: {
    input: {
      company: {
        regon: '123456785',
        nip: '5250001003',
        name: 'Nowa Firma',
        street: 'Prosta 1',
        city: 'Warszawa',
        postalCode: '00-001',
        district: 'MAZOWIECKIE',
        companyProfile: 'PRODUCTION',
        registrationPurposes: ['USE_SEARCH'],
      },
      user: { email: 'nowy@firma.test' },
      isCompanyRepresentative: true,
    },
  },
  updateUserData: {
    input: {
      firstName: 'Anna',
      lastName: 'Administratorska',
      phoneNumber: '+48 600 100 200',
      confirmedStatute: true,
      agreeToSellingEmails: false,
      agreeToSellingPhones: false,
      agreeToSharingData: false,
      agreeToMarketingEmails: false,
      agreeToMarketingPhones: false,
    },
  },
  inviteUser: { input: { email: 'zaproszony@demo.test', permissionGroup: 'LOCATION_USER' } },
  setUserPermission: { input: { membershipId: '999999', permissionGroup: 'LOCATION_USER' } },
  deleteMembership: { membershipId: '999999' },
  setCompanyDownloadAccess: { companyId: '2', accessToDownload: true },
  deleteCompanyMembership: { companyId: '2', membershipId: '999999' },
  generateIssueFile: { issueIds: ['1'] },
  submitCaptcha: { token: 'x' },
  savePageContent: { page: 'HOW_IT_WORKS', content: '<p>Jak to działa</p>' },
  orderSubscription: { package: 'BASIC' },
  generateDatabase: { companyId: '1' },
};

/** The answers a refused caller gets; a caller the policy admits gets none of them. */
const REFUSALS = ['LoginRequired', 'SessionExpired', 'NoActiveMembership', 'PermissionDenied'];

interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const schema: GraphQLSchema = executableSchema();
const rootFields: RootField[] = (['query', 'mutation'] as const).flatMap((operation) =>
  Object.values((operation === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({ operation, field })),
);

/** The operation that calls one root field with its `ARGS`, selecting what a refusal answers. */
function operationOf({ operation, field }: RootField): { query: string; variables: Record<string, unknown> } {
  const args = ARGS[field.name] ?? {};
  const given = field.args.filter((arg) => arg.name in args);
  const missing = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined && !(arg.name in args));
  if (missing.length) throw new Error(`ARGS has no ${missing.map((a) => a.name).join(', ')} for ${field.name}`);
  const named = getNamedType(field.type);
  const denial = isUnionType(named) && named.getTypes().some((t) => t.name === 'PermissionDenied') ? '... on PermissionDenied { permission }' : '';
  const selection = isUnionType(named)
    ? `{ __typename ... on Problem { code message } ${denial} }`
    : isObjectType(named)
      ? '{ __typename }'
      : '';
  const definitions = given.length ? `(${given.map((a) => `$${a.name}: ${a.type}`).join(', ')})` : '';
  const call = given.length ? `(${given.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return { query: `${operation} ${definitions} { ${field.name}${call} ${selection} }`, variables: args };
}

/** The policy a call of the field with its `ARGS` must pass: the strictest of those it declares. */
function policyOf({ field }: RootField): Policy | null {
  const declared = field.extensions.policy as DeclaredPolicy | undefined;
  const policies = declared ? policiesOf(declared, ARGS[field.name] ?? {}) : [];
  const order = ['ANYONE', 'SIGNED_IN', 'ACTIVE_MEMBERSHIP'];
  return policies.reduce<Policy | null>((strictest, p) => (!strictest || order.indexOf(p.requires) > order.indexOf(strictest.requires) || p.permission ? p : strictest), null);
}

const guarded = rootFields.map((root) => ({ root, policy: policyOf(root) })).filter(({ policy }) => policy && policy.requires !== 'ANYONE');

describe('who may do what, over real HTTP against the stand-in', () => {
  // Every policy check reads the account (no remembered copy): each test describes the administrator anew.
  const stack = stackForTests({ proxy: true, gatewayEnv: { RATE_LIMIT_BEARER: '5000/1m', PERMISSIONS_MAX_AGE_SECONDS: '0' } });
  let legacy: Legacy;
  let proxy: UpstreamProxy;
  let gateway: GatewayUnderTest;
  /** A platform administrator's access token: their membership holds every permission. */
  let admin: string;
  /** A token the gateway accepted (decision 038) and the API revoked since. */
  let revoked: string;

  beforeAll(async () => {
    ({ legacy, proxy, gateway } = stack);
    revoked = await bearerToken(legacy, 'firma@demo.test');
    await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${revoked}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await legacy.dev('/tokens/revoke-access', {});
    const tokens = await fetch(`${legacy.url}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo123!' }),
    });
    admin = ((await tokens.json()) as { access: string }).access;
  });
  afterEach(() => proxy.rewrite('/api/v1/accounts/me/', null));

  async function call(root: RootField, token: string | null) {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(operationOf(root)),
    });
    return (await res.json()) as { data?: Record<string, { __typename: string; permission?: string } | null>; errors?: { extensions: { code: string } }[] };
  }

  /** The API describes the administrator without `policy`'s permission (or, for a membership, without an active one). */
  function strip(policy: Policy) {
    type Me = { memberships: { activated: boolean; permissions: string[] }[] };
    proxy.rewrite('/api/v1/accounts/me/', (body) => ({
      ...(body as Me),
      memberships: (body as Me).memberships.map((m) =>
        policy.permission ? { ...m, permissions: m.permissions.filter((p) => p !== policy.permission) } : { ...m, activated: false },
      ),
    }));
  }

  it('has arguments for every root field, and for no other', () => {
    expect(Object.keys(ARGS).sort()).toEqual(rootFields.map((root) => root.field.name).sort());
  });

  /** Each cause, and the one answer it gets on every field. */
  const causes = (policy: Policy) => [
    { cause: 'anonymous', token: () => null, expected: { __typename: 'LoginRequired', code: 'LOGIN_REQUIRED' } },
    { cause: 'a revoked token', token: () => revoked, expected: { __typename: 'SessionExpired', code: 'SESSION_EXPIRED' } },
    // A signed-in caller needs nothing more of a field that asks only for that.
    ...(policy.requires === 'SIGNED_IN'
      ? []
      : [
          {
            cause: 'a member without it',
            token: () => {
              strip(policy);
              return admin;
            },
            expected: policy.permission ? { __typename: 'PermissionDenied', permission: policy.permission } : { __typename: 'NoActiveMembership' },
          },
        ]),
  ];

  describe.each(guarded)('$root.field.name', ({ root, policy }) => {
    it.each(causes(policy!))('$cause: $expected.__typename', async ({ token, expected }) => {
      const res = await call(root, token());
      expect(res.errors).toBeUndefined();
      expect(res.data?.[root.field.name]).toMatchObject(expected);
    });

    it('a member with it: past the policy', async () => {
      const res = await call(root, admin);
      expect(res.errors).toBeUndefined();
      expect(REFUSALS).not.toContain(res.data?.[root.field.name]?.__typename);
    });
  });

  describe("an integrator's credentials", () => {
    const post = (headers: Record<string, string>, query: string) =>
      fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const LOOKUP = '{ product(gtin: "5901234123457") { __typename ... on Problem { code } } }';

    it.each([
      ['another scheme (simplejwt’s JWT)', () => `JWT ${admin}`],
      ['Bearer with no token', () => 'Bearer'],
      ['Bearer with a value that is not a token', () => 'Bearer abc'],
      ['an empty header', () => ''],
    ])('%s: refused as a whole, naming the form expected, never asked for a captcha', async (_name, header) => {
      for (const path of ['/graphql', '/files/verification/1']) {
        const res = path === '/graphql' ? await post({ authorization: header() }, LOOKUP) : await fetch(`${gateway.url}${path}`, { headers: { authorization: header() } });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await res.json()).toEqual({ errors: [{ message: expect.stringContaining('Authorization: Bearer <access token>'), extensions: { code: 'UNAUTHENTICATED' } }] });
      }
    });

    it('reads who may call each field in the published SDL', async () => {
      const sdl = await (await fetch(`${gateway.url}/graphql/schema.graphql`)).text();
      expect(sdl).toContain('myCompany: MyCompanyResult! @auth(permission: USERS_MANAGE, fresh: true) @rateLimit');
      expect(sdl).toMatch(/directive @auth\(/);
    });

    it.each([
      ['expired', () => madeUpToken(true)],
      ['made up', () => madeUpToken()],
    ])('a token that is %s: refused as a whole (decision 038), never asked for a captcha', async (_name, token) => {
      for (const path of ['/graphql', '/files/verification/1']) {
        const headers = { authorization: `Bearer ${token()}` };
        const res = path === '/graphql' ? await post(headers, LOOKUP) : await fetch(`${gateway.url}${path}`, { headers });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
        expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
      }
    });

    it('a token revoked after the gateway accepted it: SessionExpired on a public lookup and search too, and on the viewer', async () => {
      const res = await post({ authorization: `Bearer ${revoked}` }, `{ ${LOOKUP.slice(2, -2)} catalogSearch { __typename } }`);
      expect(((await res.json()) as { data: unknown }).data).toEqual({ product: { __typename: 'SessionExpired', code: 'SESSION_EXPIRED' }, catalogSearch: { __typename: 'SessionExpired' } });
      const batch = await post({ authorization: `Bearer ${revoked}` }, '{ products(gtins: ["5901234123457", "4006381333931"]) { __typename } }');
      expect(((await batch.json()) as { data: unknown }).data).toEqual({ products: { __typename: 'SessionExpired' } });
      const viewer = await post({ authorization: `Bearer ${revoked}` }, '{ viewer { user { email } } }');
      expect(await viewer.json()).toMatchObject({ data: { viewer: null }, errors: [{ message: 'Sesja wygasła. Zaloguj się ponownie.', extensions: { code: 'SESSION_EXPIRED' } }] });
    });
  });

  describe('the /files routes, under the same policies', () => {
    /** A value for each path parameter; the code's file a GTIN's Digital Link. */
    const PARAMS: Record<string, string> = { fileId: '999', symbology: 'qrcode', format: 'png', id: '999', companyId: '1' };
    const urlOf = (path: string) =>
      `/files${path.replace(/:(\w+)/g, (_all, name: string) => PARAMS[name] ?? `(no value for ${name})`)}` +
      (path.startsWith('/gs1-codes/') ? `?text=${encodeURIComponent('https://id.gs1.org/01/05901234123457')}` : '');
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const routes = fileRoutes.filter((route) => route.policy.requires !== 'ANYONE');

    async function send(route: (typeof routes)[number], token: string | null) {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let body: Buffer | undefined;
      if (route.method === 'post') {
        const [field, name, content] = route.path === '/verification' ? ['file', 'a.csv', Buffer.from('gtin\n5901234123457\n')] : ['image', 'a.png', PNG];
        body = Buffer.concat([
          Buffer.from(`--x\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n\r\n`),
          content,
          Buffer.from('\r\n--x--\r\n'),
        ]);
        Object.assign(headers, { 'content-type': 'multipart/form-data; boundary=x', 'x-requested-with': 'XMLHttpRequest' });
      }
      const res = await fetch(`${gateway.url}${urlOf(route.path)}`, { method: route.method.toUpperCase(), headers, body });
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, json: (type.includes('json') ? await res.json() : null) as { __typename?: string; permission?: string } | null };
    }

    it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('%s', async (_name, route) => {
      expect(await send(route, null)).toMatchObject({ status: 401, json: { __typename: 'LoginRequired' } });
      expect(await send(route, revoked)).toMatchObject({ status: 401, json: { __typename: 'SessionExpired' } });
      strip(route.policy);
      expect(await send(route, admin)).toMatchObject({ status: 403, json: { __typename: 'PermissionDenied', permission: route.policy.permission } });
      proxy.rewrite('/api/v1/accounts/me/', null);
      const admitted = await send(route, admin);
      expect(REFUSALS).not.toContain(admitted.json?.__typename);
      expect([401, 403]).not.toContain(admitted.status);
    });
  });

  describe('the schema walk: a field that reaches a private REST call declares who may', () => {
    /** Each root field, called by a member who may do everything, and whether the API saw their credentials required. */
    it.each(rootFields.map((root) => [root.field.name, root] as const))('%s', async (_name, root) => {
      const calls = [vi.spyOn(LegacyHttp.prototype, 'call'), vi.spyOn(LegacyHttp.prototype, 'download')];
      try {
        await call(root, admin);
        const privateCalls = calls.flatMap((spy) => spy.mock.calls).filter(([, spec]) => spec.auth === 'required').map(([path]) => path.split('?')[0]);
        if (privateCalls.length) expect({ field: root.field.name, policy: policyOf(root) }, `calls ${privateCalls.join(', ')}`).toMatchObject({ policy: expect.anything() });
      } finally {
        for (const spy of calls) spy.mockRestore();
      }
    });
  });
});
