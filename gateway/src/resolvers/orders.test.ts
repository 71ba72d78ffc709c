import { beforeAll, expect, it } from 'vitest';
import { VIEWER, stackForTests, type Browser, type GatewayUnderTest } from '../test/harness';
import { answerOf, signIn } from '../test/members';
import type { UpstreamProxy } from '../test/upstream-proxy';

/**
 * Issue 36, item 7: a package order locks out duplicates, not the company's administrator, and stays pending only while
 * the API has the company on Starter. Smaki Babci is on Starter; Ewa Nowak (pracownik@) is a user there, its
 * representative (biuro@smaki-babci.demo.test) its administrator.
 */
const ORDER = /* GraphQL */ `
  mutation($p: SubscriptionPackage!) {
    orderSubscription(package: $p) {
      __typename
      ... on SubscriptionOrdered { package replaces { package orderedBy } }
      ... on OrderPending { order { package orderedBy } }
      ... on Problem { code }
    }
  }
`;
const PENDING = `{ pendingOrder { package orderedAt orderedBy } }`;

const stack = stackForTests({ proxy: true });
let proxy: UpstreamProxy;
let gateway: GatewayUnderTest;
beforeAll(() => {
  ({ proxy, gateway } = stack);
});

/** Ewa Nowak, acting for Smaki Babci. */
async function ewaAtSmakiBabci(): Promise<Browser> {
  const ewa = await signIn(gateway.url, 'pracownik@demo.test');
  const viewer = (await ewa.gql<{ viewer: { memberships: { id: string; activated: boolean; company: { name: string } }[] } }>(VIEWER)).body.data!.viewer;
  const free = viewer.memberships.find((m) => m.activated && m.company.name.startsWith('Smaki Babci'))!;
  await ewa.gql(`mutation($id: ID!) { switchMembership(membershipId: $id) { __typename } }`, { id: free.id });
  return ewa;
}

/** Only the package: what the pricing page has always asked. */
const pendingPackageOf = async (browser: Browser) => (await browser.gql<{ pendingOrder: { package: string } | null }>(`{ pendingOrder { package } }`)).body.data!.pendingOrder;
const pendingOf = async (browser: Browser) => (await browser.gql<{ pendingOrder: { package: string; orderedAt: string; orderedBy: string } | null }>(PENDING)).body.data!.pendingOrder;

it("#7 a user's order: the administrator sees who ordered what and when, a duplicate is refused, another package by the administrator replaces it", async () => {
  const ewa = await ewaAtSmakiBabci();
  const admin = await signIn(gateway.url, 'biuro@smaki-babci.demo.test');
  expect(await answerOf(ewa, ORDER, { p: 'BASIC' })).toEqual({ __typename: 'SubscriptionOrdered', package: 'BASIC', replaces: null });

  const pending = await pendingOf(admin);
  expect(pending).toEqual({ package: 'BASIC', orderedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), orderedBy: 'Ewa Nowak' });
  // The same package again, from either, and another package from a user: not placed.
  const duplicates = await Promise.all([answerOf(ewa, ORDER, { p: 'BASIC' }), answerOf(admin, ORDER, { p: 'BASIC' }), answerOf(ewa, ORDER, { p: 'PRO' })]);
  for (const answer of duplicates) expect(answer).toEqual({ __typename: 'OrderPending', code: 'ORDER_PENDING', order: { package: 'BASIC', orderedBy: 'Ewa Nowak' } });

  const replacing = await answerOf(admin, ORDER, { p: 'PRO' });
  expect(replacing).toEqual({ __typename: 'SubscriptionOrdered', package: 'PRO', replaces: { package: 'BASIC', orderedBy: 'Ewa Nowak' } });
  expect(await pendingOf(ewa)).toMatchObject({ package: 'PRO', orderedBy: expect.not.stringContaining('Ewa') });
});

it('#7 once the API has the company on a paid package, nothing is pending', async () => {
  const ewa = await ewaAtSmakiBabci();
  expect(await pendingPackageOf(ewa)).not.toBeNull();
  // The payment was booked: the API now answers the company with the ordered package.
  proxy.rewrite('/api/v1/companies/get_by_id/', (body) => ({ ...(body as object), subscription: 'yearly_limited' }));
  try {
    expect(await pendingPackageOf(ewa)).toBeNull();
    expect(await pendingPackageOf(await signIn(gateway.url, 'biuro@smaki-babci.demo.test'))).toBeNull();
  } finally {
    proxy.rewrite('/api/v1/companies/get_by_id/', null);
  }
  expect(await pendingPackageOf(ewa)).toBeNull();
});
