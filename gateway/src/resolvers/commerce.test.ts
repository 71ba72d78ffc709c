import { describe, expect, it } from 'vitest';
import { Browser, VIEWER, stackForTests } from '../test/harness';
import { REFUSAL, answerOf, signIn, upstreamCallCount } from '../test/members';

/** Services, package orders, the database download and page content through the gateway (CSRF check on). */


const MY_COMPANY = /* GraphQL */ `
  {
    myCompany {
      __typename
      ... on CompanyDetails {
        id name apiKey
        apiDocumentation { swaggerUrl schemaUrl }
        subscription { package name beginsOn endsOn active counters { api csv } limits { api verify } remaining { download verification freeVerification } }
      }
      ${REFUSAL}
    }
  }
`;

const DOWNLOAD = /* GraphQL */ `
  query($id: ID!) { databaseDownload(companyId: $id) { __typename ... on DatabaseDownload { package remaining accessToDownload export { state } } ${REFUSAL} } }
`;

const GENERATE = /* GraphQL */ `
  mutation($id: ID!, $selection: DatabaseSelectionInput!) {
    generateDatabase(companyId: $id, selection: $selection) {
      __typename
      ... on DatabaseDownload { remaining export { state } }
      ${REFUSAL}
      ... on ValidationFailed { problems { field message } }
    }
  }
`;

const ORDER = /* GraphQL */ `
  mutation($p: SubscriptionPackage!) { orderSubscription(package: $p) { __typename ... on SubscriptionOrdered { package message } ${REFUSAL} ... on ValidationFailed { problems { field } } } }
`;


describe('commerce over real HTTP', () => {
  // A generation long enough to be caught running.
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true', DATABASE_EXPORT_DELAY_MS: '1000' } });
  const signedIn = (email: string) => signIn(stack.gateway.url, email);

  it('shows a company manager the package, its dates, counters, what is left, the API key and the documentation links', async () => {
    const firma = await signedIn('firma@demo.test');
    const company = await answerOf(firma, MY_COMPANY);
    expect(company).toMatchObject({
      __typename: 'CompanyDetails',
      id: '2',
      apiKey: expect.stringMatching(/\w{16,}/),
      apiDocumentation: {
        swaggerUrl: `${stack.legacy.origin}/external_api/v2/schema/swagger-ui/?company_id=2`,
        schemaUrl: `${stack.legacy.origin}/external_api/v2/schema/?company_id=2`,
      },
      subscription: {
        package: 'PRO',
        name: 'yearly_limited',
        active: true,
        counters: { api: 48_210, csv: 15_300 },
        limits: { api: 1_500_000, verify: 1_500_000 },
        // Spec §5: the api limit minus the csv and api counters.
        remaining: { download: 1_500_000 - 48_210 - 15_300 },
      },
    });
    // pracownik is a location_user: no users_manage.
    expect(await answerOf(await signedIn('pracownik@demo.test'), MY_COMPANY)).toMatchObject({ __typename: 'PermissionDenied', permission: 'users_manage' });
    expect(await answerOf(new Browser(stack.gateway.url), MY_COMPANY)).toMatchObject({ __typename: 'LoginRequired' });
  });

  it('generates the database once at a time, follows it until the zip is ready and charges the counter', async () => {
    const firma = await signedIn('firma@demo.test');
    const before = await answerOf(firma, DOWNLOAD, { id: '2' });
    expect(before).toMatchObject({ __typename: 'DatabaseDownload', package: 'PRO', accessToDownload: true, export: { state: 'NONE' } });

    expect(await answerOf(firma, GENERATE, { id: '2', selection: { gtin: '5901234123458' } })).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [{ field: ['selection', 'gtin'], message: 'To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7' }],
    });
    expect(await answerOf(firma, GENERATE, { id: '2', selection: { productName: 'zzzqqqxxx' } })).toMatchObject({ __typename: 'NoProductsFound' });

    const started = await answerOf(firma, GENERATE, { id: '2', selection: { productName: 'pierogi' } });
    expect(started).toMatchObject({ __typename: 'DatabaseDownload', export: { state: 'GENERATING' } });
    expect(started.remaining as number).toBeLessThan(before.remaining as number);
    expect(await answerOf(firma, GENERATE, { id: '2', selection: {} })).toMatchObject({ __typename: 'DatabaseAlreadyGenerating', code: 'DATABASE_ALREADY_GENERATING' });

    await expect
      .poll(async () => ((await answerOf(firma, DOWNLOAD, { id: '2' })).export as { state: string }).state, { timeout: 5_000, interval: 50 })
      .toBe('READY');
  });

  it('refuses the database to members without database_download, and to another company', async () => {
    const pracownik = await signedIn('pracownik@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    expect(await answerOf(pracownik, DOWNLOAD, { id: '2' })).toMatchObject({ __typename: 'PermissionDenied', permission: 'database_download' });
    expect(await answerOf(pracownik, GENERATE, { id: '2', selection: {} })).toMatchObject({ __typename: 'PermissionDenied', permission: 'database_download' });
    expect(await upstreamCallCount(stack.legacy)).toBe(0);
    // Another company than the active membership's (`@auth(ownCompany:)`), by the contract and by the file routes.
    const firma = await signedIn('firma@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    expect(await answerOf(firma, DOWNLOAD, { id: '3' })).toMatchObject({ __typename: 'PermissionDenied', permission: 'database_download' });
    expect(await answerOf(firma, GENERATE, { id: '3', selection: {} })).toMatchObject({ __typename: 'PermissionDenied', permission: 'database_download' });
    for (const path of ['/files/products/3/zip_database', '/files/products/3/database/1']) {
      const refused = await fetch(`${stack.gateway.url}${path}`, { headers: { cookie: firma.cookie! } });
      expect([refused.status, await refused.json()]).toMatchObject([403, { __typename: 'PermissionDenied', permission: 'database_download' }]);
    }
    // Nothing asked of the API for company 3; the fresh policies read only the person's own account.
    expect(await upstreamCallCount(stack.legacy, (route) => route !== 'GET /api/v1/accounts/me')).toBe(0);
    // Spec member-side §8: an anonymous export is told to register and order access.
    const visitor = new Browser(stack.gateway.url);
    const registerToDownload = { __typename: 'LoginRequired', code: 'LOGIN_REQUIRED', message: 'Zarejestruj się i zamów dostęp w zakładce Cennik' };
    expect(await answerOf(visitor, GENERATE, { id: '2', selection: {} })).toMatchObject(registerToDownload);
    expect(await answerOf(visitor, DOWNLOAD, { id: '2' })).toMatchObject(registerToDownload);
    const file = await fetch(`${stack.gateway.url}/files/products/2/zip_database`);
    expect(file.status).toBe(401);
    expect(await file.json()).toMatchObject(registerToDownload);
  });

  it('orders a package only for a company on Starter, and only signed in', async () => {
    expect(await answerOf(new Browser(stack.gateway.url), ORDER, { p: 'BASIC' })).toMatchObject({ __typename: 'LoginRequired' });
    const firma = await signedIn('firma@demo.test');
    expect((await firma.gql<{ activePackage: string }>('{ activePackage }')).body.data).toEqual({ activePackage: 'PRO' });
    expect(await answerOf(firma, ORDER, { p: 'BASIC' })).toMatchObject({ __typename: 'OrderNotAvailable', message: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter.' });

    // pracownik's second company (Smaki Babci) is on Starter.
    const pracownik = await signedIn('pracownik@demo.test');
    const viewer = (await pracownik.gql<{ viewer: { memberships: { id: string; activated: boolean; company: { name: string } }[] } }>(VIEWER)).body.data!.viewer;
    const free = viewer.memberships.find((m) => m.activated && m.company.name.startsWith('Smaki Babci'))!;
    await pracownik.gql(`mutation($id: ID!) { switchMembership(membershipId: $id) { __typename } }`, { id: free.id });
    expect((await pracownik.gql<{ activePackage: string }>('{ activePackage }')).body.data).toEqual({ activePackage: 'STARTER' });
    expect(await answerOf(pracownik, ORDER, { p: 'STARTER' })).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['package'] }] });
    expect(await answerOf(pracownik, ORDER, { p: 'PRO' })).toEqual({
      __typename: 'SubscriptionOrdered',
      package: 'PRO',
      message: 'Dziękujemy za zamówienie. Dane do płatności wysłaliśmy na Twój adres e-mail.',
    });
    const outbox = (await (await stack.legacy.dev('/outbox?to=pracownik@demo.test')).json()) as { subject: string }[] | { messages: { subject: string }[] };
    expect(JSON.stringify(outbox)).toContain('Pakiet Pro');
  });

  it('places one order while one is pending: a second click or tab is refused with the pending order', async () => {
    const pracownik = await signedIn('pracownik@demo.test');
    const viewer = (await pracownik.gql<{ viewer: { memberships: { id: string; activated: boolean; company: { name: string } }[] } }>(VIEWER)).body.data!.viewer;
    const free = viewer.memberships.find((m) => m.activated && m.company.name.startsWith('Smaki Babci'))!;
    await pracownik.gql(`mutation($id: ID!) { switchMembership(membershipId: $id) { __typename } }`, { id: free.id });
    const pending = `{ pendingOrder { package orderedAt } }`;
    // The previous test's order is pending for this company: a new one, even at the same moment, is not placed.
    const before = ((await pracownik.gql<{ pendingOrder: { package: string; orderedAt: string } }>(pending)).body.data!).pendingOrder;
    expect(before).toMatchObject({ package: 'PRO', orderedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await stack.legacy.dev('/stats/reset', {});
    const ORDER_PENDING = `mutation($p: SubscriptionPackage!) { orderSubscription(package: $p) { __typename ... on OrderPending { code message order { package orderedAt } } } }`;
    const twice = await Promise.all([answerOf(pracownik, ORDER_PENDING, { p: 'UNLIMITED' }), answerOf(pracownik, ORDER_PENDING, { p: 'UNLIMITED' })]);
    for (const answer of twice) {
      expect(answer).toEqual({
        __typename: 'OrderPending',
        code: 'ORDER_PENDING',
        message: 'Firma ma już zamówienie oczekujące na płatność. Dane do płatności wysłaliśmy e-mailem; pakiet aktywujemy po zaksięgowaniu wpłaty.',
        order: before,
      });
    }
    const orders = Object.entries((await stack.legacy.stats()).requests).filter(([route]) => route.includes('order_subscription'));
    expect(orders).toEqual([]);
    expect(await answerOf(new Browser(stack.gateway.url), pending)).toBeNull();
  });

  it('serves page content to everyone, and the verify-data upload state to members', async () => {
    const page = `{ pageContent(page: HOW_IT_WORKS) { page content images fileInProcess } }`;
    expect(await answerOf(new Browser(stack.gateway.url), page)).toMatchObject({ page: 'HOW_IT_WORKS', content: expect.stringContaining('<h2>'), fileInProcess: null });
    const verify = `{ pageContent(page: VERIFY_DATA) { fileInProcess } }`;
    expect(await answerOf(new Browser(stack.gateway.url), verify)).toEqual({ fileInProcess: false });
    expect(await answerOf(await signedIn('firma@demo.test'), verify)).toEqual({ fileInProcess: false });
  });
});
