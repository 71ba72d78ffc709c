import { expect } from 'vitest';
import { Browser, type Legacy } from './harness';

/** What a refused administration or commerce answer says, as a selection on its result union. */
export const REFUSAL = '... on Problem { code message field } ... on PermissionDenied { permission }';

/** A browser-like caller signed in to the gateway at `url` as the demo account `email`. */
export async function signIn(url: string, email: string): Promise<Browser> {
  const browser = new Browser(url);
  await browser.login(email);
  return browser;
}

/** The answer of the operation's one root field (a member of its result union); GraphQL errors fail the test. */
export async function answerOf(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const response = await browser.gql<Record<string, { __typename: string; [key: string]: unknown }>>(query, variables);
  expect(response.body.errors).toBeUndefined();
  return Object.values(response.body.data!)[0]!;
}

/** Every call the stand-in has counted since its counters were last reset, of the routes `counted` keeps (`GET /api/v1/accounts/me`). */
export async function upstreamCallCount(legacy: Legacy, counted: (route: string) => boolean = () => true): Promise<number> {
  return Object.entries((await legacy.stats()).requests).reduce((sum, [route, calls]) => sum + (counted(route) ? calls : 0), 0);
}
