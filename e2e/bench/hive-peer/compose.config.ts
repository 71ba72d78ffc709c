/**
 * The peer a team would deploy instead of the gateway (issue 37): GraphQL Mesh composes the same two REST calls as
 * the naive wrap (a card's lookup, a member's catalogue page), described from answers of the running stand-in, and
 * Hive Gateway serves the result. The caller's bearer token goes with each call; nothing else is added. Composed and
 * started by `../hive-gateway.ts` with `LEGACY_API_URL`, `MEMBERSHIP_ID` and `COMPANY_ID`.
 */
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadJSONSchemaSubgraph } from '@omnigraph/json-schema';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadJSONSchemaSubgraph('Catalogue', {
        endpoint: env('LEGACY_API_URL'),
        operationHeaders: { Authorization: '{context.headers.authorization}' },
        operations: [
          {
            type: 'Query',
            field: 'product',
            path: `/products/get_products/{args.gtin}/?activeMembershipId=${env('MEMBERSHIP_ID')}`,
            method: 'GET',
            argTypeMap: { gtin: { type: 'string' } },
            responseSample: './product-sample.json',
          },
          {
            type: 'Query',
            field: 'catalogSearch',
            path: `/products/${env('COMPANY_ID')}/get_products_advanced/?limit={args.limit}&offset={args.offset}&name__contains={args.name}`,
            method: 'GET',
            argTypeMap: { limit: { type: 'integer' }, offset: { type: 'integer' }, name: { type: 'string' } },
            responseSample: './catalogue-sample.json',
          },
        ],
      }),
    },
  ],
});
