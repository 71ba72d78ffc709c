/**
 * The peer issue 30 measures the gateway against: a plain GraphQL wrap of the same REST calls, as one would write it in
 * an afternoon. graphql-yoga with its default settings, the contract's own types (so it answers the app's documents
 * byte for byte alike), one `fetch` per field, the caller's bearer token passed through; no session, no budgets, no
 * checks of the upstream answer. It serves the card (`product`) and the catalogue page (`catalogSearch`), nothing
 * else. Run by `operations.ts` as `tsx bench/naive-wrap.ts` with `PORT`, `LEGACY_API_URL` and `MEMBERSHIP_ID`.
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { typeDefs } from 'schema/sdl';

const api = process.env.LEGACY_API_URL!;
const membership = process.env.MEMBERSHIP_ID!;

interface RestProduct {
  gtinNumber: string;
  gtinStatus?: string | null;
  targetMarket?: string[];
  categoryDetails?: { code: string; text: string }[];
  [field: string]: unknown;
}

const STATUS: Record<string, string> = { active: 'ACTIVE', aktywny: 'ACTIVE', inactive: 'INACTIVE', nieaktywny: 'INACTIVE', withdrawn: 'WITHDRAWN', wycofany: 'WITHDRAWN' };

const product = (p: RestProduct) => ({
  ...p,
  __typename: 'Product',
  gtin: p.gtinNumber.padStart(14, '0'),
  status: STATUS[(p.gtinStatus ?? '').toLowerCase()] ?? 'UNKNOWN',
  targetMarkets: p.targetMarket ?? [],
  category: p.categoryDetails ?? [],
  imageUrls: p.imageUrls ?? [],
  netContent: p.netContent ?? [],
  externalSources: p.externalSources ?? [],
});

const rest = async (path: string, request: Request) => {
  const res = await fetch(`${api}${path}`, { headers: { authorization: request.headers.get('authorization') ?? '' } });
  return { status: res.status, body: (await res.json()) as unknown };
};

const notFound = { __typename: 'ProductNotFound', code: 'NOT_FOUND', message: 'Nie znaleziono', field: null };

const yoga = createYoga({
  schema: createSchema({
    typeDefs,
    resolvers: {
      Query: {
        async product(_: unknown, { gtin }: { gtin: string }, { request }: { request: Request }) {
          const { status, body } = await rest(`/products/get_products/${gtin.padStart(14, '0')}/?activeMembershipId=${membership}`, request);
          return status === 200 ? product(body as RestProduct) : notFound;
        },
        async catalogSearch(_: unknown, args: { filter: { name?: string }; offset: number; limit: number }, { request }: { request: Request }) {
          const query = `limit=${args.limit}&offset=${args.offset}${args.filter.name ? `&name__contains=${encodeURIComponent(args.filter.name)}` : ''}`;
          const { body } = await rest(`/products/${process.env.COMPANY_ID}/get_products_advanced/?${query}`, request);
          const page = body as { results: RestProduct[]; count: number };
          return { __typename: 'CatalogPage', products: page.results.map(product), totalCount: page.count, offset: args.offset, limit: args.limit, mode: 'ADVANCED' };
        },
      },
    },
  }),
});

createServer(yoga).listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`naive wrap on ${process.env.PORT}`));
