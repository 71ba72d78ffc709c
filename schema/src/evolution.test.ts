import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evolutionProblems, readChangelog, releasedSdl, type Changelog } from './evolution';
import { SCHEMA_VERSION, publishedSdl } from './release';

const changelogText = readFileSync(fileURLToPath(new URL('../../docs/schema-changelog.md', import.meta.url)), 'utf8');

describe('the contract against its last release (GraphQL Inspector)', () => {
  const changelog = readChangelog(changelogText);

  it('makes no breaking change that docs/schema-changelog.md has not announced a deprecation period ahead', async () => {
    expect(await evolutionProblems(releasedSdl(), publishedSdl(), changelog, new Date())).toEqual([]);
  });

  it("publishes the changelog's newest release as its version", () => {
    expect(changelog.releases[0]).toBe(SCHEMA_VERSION);
    expect(publishedSdl()).toContain(`version ${SCHEMA_VERSION}`);
  });
});

describe('the evolution rules', () => {
  const released = [
    'type Query {',
    '  "A product."',
    '  product(gtin: String!, market: String): String',
    '  "Old name of a product."',
    '  productName: String @deprecated(reason: "Use `product`.")',
    '}',
  ].join('\n');
  const withoutProductName = released.replace('  "Old name of a product."\n  productName: String @deprecated(reason: "Use `product`.")\n', '');
  const today = new Date('2027-06-01');
  /** The changelog announces the removal of `productName` (from 2027-04-01), and what a case adds. */
  const changelog = (...announcements: [string, string, string][]): Changelog => ({
    releases: [],
    announcements: [['Query.productName', '2027-01-01', '2027-04-01'] as const, ...announcements].map(([coordinate, announced, effective]) => ({
      coordinates: [coordinate],
      announced,
      effective,
    })),
  });

  it('lets an additive change through', async () => {
    const added = released.replace('type Query {', 'type Query {\n  "New." suggestions: [String!]!');
    expect(await evolutionProblems(released, added, changelog(), today)).toEqual([]);
  });

  it('refuses a breaking change the changelog does not announce', async () => {
    const changed = released.replace('product(gtin: String!, market: String): String', 'product(gtin: String!, market: String): Int');
    expect(await evolutionProblems(released, changed, changelog(), today)).toEqual([
      expect.stringMatching(/^Field 'Query\.product' changed type .*\(Query\.product\): a breaking change not announced/),
    ]);
  });

  it('lets a deprecated field go once its announced period is over, and not before', async () => {
    expect(await evolutionProblems(released, withoutProductName, changelog(), today)).toEqual([]);
    expect(await evolutionProblems(released, withoutProductName, changelog(), new Date('2027-03-01'))).toEqual([
      'Query.productName: may change only from 2027-04-01',
    ]);
    const hasty: Changelog = { releases: [], announcements: [{ coordinates: ['Query.productName'], announced: '2027-03-01', effective: '2027-04-01' }] };
    expect(await evolutionProblems(released, withoutProductName, hasty, today)).toEqual([
      'Query.productName: announced 2027-03-01, effective 2027-04-01: less than 90 days',
    ]);
  });

  it('refuses to remove what the released SDL never marked @deprecated', async () => {
    const changed = released.replace('product(gtin: String!, market: String)', 'product(gtin: String!)');
    expect(await evolutionProblems(released, changed, changelog(['Query.product.market', '2027-01-01', '2027-04-01']), today)).toEqual([
      'Query.product.market: removed without having been @deprecated in the released SDL',
    ]);
  });

  it('wants every deprecation announced, with a reason that names the replacement', async () => {
    const deprecated = released.replace('product(gtin: String!, market: String): String', 'product(gtin: String!, market: String): String @deprecated');
    expect(await evolutionProblems(released, deprecated, changelog(), today)).toEqual([
      'Query.product: @deprecated needs a reason that names what replaces it',
      `Query.product: deprecated without an announcement in docs/schema-changelog.md's "Breaking changes"`,
    ]);
  });

  it("reads the changelog's releases and its table of breaking changes", () => {
    const markdown = [
      '# Changes',
      '## Breaking changes',
      '| change | announced | effective |',
      '|---|---|---|',
      '| `Query.productName` removed: use `Query.product` | 2027-01-01 | 2027-04-01 |',
      '## 2027-01-01',
      '- Deprecated `Query.productName`.',
      '## 2026-11-26',
    ].join('\n');
    expect(readChangelog(markdown)).toEqual({
      releases: ['2027-01-01', '2026-11-26'],
      announcements: [{ coordinates: ['Query.productName', 'Query.product'], announced: '2027-01-01', effective: '2027-04-01' }],
    });
  });
});
