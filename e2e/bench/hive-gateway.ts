/**
 * Hive Gateway serving a GraphQL Mesh composition of the stand-in's REST calls (`hive-peer/compose.config.ts`): the
 * off-the-shelf peer issue 37 measures the gateway against. The peer is a project of its own with its own lockfile
 * (its packages release as one train newer than the workspace's release-age rule allows), installed here on first use.
 * The composition is described from the running stand-in's answers, then served by `hive-gateway supergraph` in
 * production mode on a free port.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Target } from './gateway';
import { freePort, peerServer, type NodeServer } from './servers';

const dir = path.join(import.meta.dirname, 'hive-peer');
const bin = (name: string) => path.join(dir, 'node_modules/.bin', name);

/** The member the peer serves: its bearer token, active membership and company (as the naive wrap gets them). */
export interface PeerMember {
  bearer: { authorization: string };
  membershipId: string;
  companyId: string;
}

export async function hiveGateway(legacy: string, member: PeerMember): Promise<NodeServer> {
  if (!existsSync(bin('hive-gateway'))) execFileSync('pnpm', ['install', '--ignore-workspace', '--frozen-lockfile', '--reporter=silent'], { cwd: dir, stdio: 'inherit' });
  const api = `${legacy}/api/v1`;
  const sample = async (file: string, url: string) => writeFileSync(path.join(dir, file), await (await fetch(`${api}${url}`, { headers: member.bearer })).text());
  await sample('product-sample.json', `/products/get_products/05901234123457/?activeMembershipId=${member.membershipId}`);
  await sample('catalogue-sample.json', `/products/${member.companyId}/get_products_advanced/?limit=15&offset=0&name__contains=a`);
  const env = { ...process.env, LEGACY_API_URL: api, MEMBERSHIP_ID: member.membershipId, COMPANY_ID: member.companyId, NODE_ENV: 'production' };
  execFileSync(bin('mesh-compose'), ['-c', 'compose.config.ts', '-o', 'supergraph.graphql'], { cwd: dir, env, stdio: 'ignore' });

  const port = await freePort();
  // One process, as the gateway runs (the CLI forks a worker per `--fork` in production); the bin's own script, so
  // the pid's /proc figures are the server's.
  const cli = path.join(dir, 'node_modules/@graphql-hive/gateway/dist/bin.js');
  const child = spawn(process.execPath, [cli, 'supergraph', 'supergraph.graphql', '--port', String(port), '--host', '127.0.0.1', '--fork', '0'], { cwd: dir, env, stdio: 'ignore' });
  return peerServer('Hive Gateway', child, `http://127.0.0.1:${port}`, '/healthcheck');
}

/**
 * The card's fields, as the peer's composition names them (every field the app's `ProductCard` asks for); the
 * catalogue's sample has no external sources, so Mesh types them as JSON there.
 */
const fields = (externalSources: string) => `gtinNumber name brand description descriptionLanguage imageUrls gtinStatus netContent { value unit }
  targetMarket categoryDetails { code text } productPage productCardPage lastModified isGlobal isVerified isPartial isPublic
  company { name nip street postalCode city webPage phoneNumber } ${externalSources}`;

/** The peer's request for the card of `gtin` (14 digits) and for a catalogue page, with the member's token. */
export const hiveRequests = (hive: NodeServer, member: PeerMember) => {
  const target = (query: string, variables: Record<string, unknown>): Target => ({
    url: `${hive.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...member.bearer },
    body: JSON.stringify({ query, variables }),
  });
  return {
    card: (gtin: string) => target(`query ProductCard($gtin: String!) { product(gtin: $gtin) { ${fields('externalSources { name url }')} } }`, { gtin }),
    catalogue: (name: string, offset: number, limit: number) =>
      target(`query CatalogSearch($name: String!, $offset: Int!, $limit: Int!) { catalogSearch(name: $name, offset: $offset, limit: $limit) { count results { ${fields('externalSources')} } } }`, { name, offset, limit }),
  };
};
