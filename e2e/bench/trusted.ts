/**
 * What sending trusted-document ids instead of text saves per request (decision 030), on the compiled production
 * gateway behind its proxy, with trusted documents off so that one process takes both forms from one signed-in member:
 *   - bytes up: the JSON body of each of the web app's operations as Apollo Client sent it before (its text, printed
 *     as graphql-js prints it, `__typename` added, and Apollo's `clientLibrary` extension) and as it sends it now (its
 *     id), summed over every operation of the manifest, and for the lookup a card makes (`ProductCard`) and the viewer
 *     every page asks (`AppViewer`);
 *   - CPU in the gateway per request (from /proc): the lookup and the viewer at 20 connections, text and id in
 *     alternating rounds of 3 s; the median round with the min–max of the rounds.
 * `pnpm bench` calls `trustedDocumentsCost`; `pnpm --filter e2e bench:trusted` runs it alone.
 */
import autocannon from 'autocannon';
import { parse, print } from 'graphql';
import { appDocument, appOperation, manifest } from '../app-operations';
import { cpuMs } from './gateway';
import { signedIn } from './visitors';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders } from './servers';

const GTIN = '5901234123457';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

/** What Apollo Client 4 added to every request before decision 030 (its library's name and version). */
const CLIENT_LIBRARY = { clientLibrary: { name: '@apollo/client', version: '4.2.12' } };

/** The body Apollo Client sent before decision 030 (its text) and the one it sends now (its id). */
function bodies(name: string, variables: Record<string, unknown>) {
  const text = JSON.stringify({ operationName: name, variables, extensions: CLIENT_LIBRARY, query: print(parse(appDocument(name).body)) });
  const id = JSON.stringify(appOperation(name, variables));
  return { text, id };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface TrustedFigures {
  bytesUp: { operation: string; text: number; id: number }[];
  allOperations: { count: number; text: number; id: number };
  cpuMsPerRequest: { operation: string; text: Spread; id: Spread; rounds: number }[];
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(3));
  return { median: round(sorted[Math.floor(sorted.length / 2)]!), min: round(sorted[0]!), max: round(sorted.at(-1)!) };
};

export async function trustedDocumentsCost(): Promise<TrustedFigures> {
  const operations = { ProductCard: { gtin: GTIN }, AppViewer: {} };
  const bytesUp = Object.entries(operations).map(([operation, variables]) => {
    const { text, id } = bodies(operation, variables);
    return { operation, text: Buffer.byteLength(text), id: Buffer.byteLength(id) };
  });
  // Every operation of the app, without variables: what the texts weigh against the ids, whatever a page sends.
  const names = Object.values(manifest).map((body) => /\b(?:query|mutation) (\w+)/.exec(body)![1]!);
  const all = names.map((name) => bodies(name, {}));
  const allOperations = { count: names.length, text: all.reduce((sum, b) => sum + Buffer.byteLength(b.text), 0), id: all.reduce((sum, b) => sum + Buffer.byteLength(b.id), 0) };

  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '1000000' });
  const gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy, ...ownDocuments });
  try {
    const cookie = await signedIn(gateway.url, 'firma@demo.test');
    const headers = { ...secureHeaders, 'content-type': 'application/json', cookie };
    const cpuMsPerRequest: TrustedFigures['cpuMsPerRequest'] = [];
    for (const [operation, variables] of Object.entries(operations)) {
      const sent = bodies(operation, variables);
      // Both forms answer the same data.
      const answers = await Promise.all(
        [sent.text, sent.id].map(async (body) => (await (await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body })).json()) as unknown),
      );
      if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1]) || !JSON.stringify(answers[0]).includes('"data"')) {
        throw new Error(`${operation}: the id and the text answer differently: ${JSON.stringify(answers)}`);
      }
      const perRequest: Record<'text' | 'id', number[]> = { text: [], id: [] };
      const target = (body: string) => ({ url: `${gateway.url}/graphql`, method: 'POST' as const, headers, body });
      for (const form of ['text', 'id'] as const) await autocannon({ ...target(sent[form]), connections: 10, amount: 2_000 });
      for (let round = 0; round < ROUNDS; round++) {
        for (const form of round % 2 ? (['id', 'text'] as const) : (['text', 'id'] as const)) {
          const before = cpuMs(gateway.pid);
          const result = await autocannon({ ...target(sent[form]), connections: 20, duration: 3 });
          if (result.errors || result.timeouts || result.non2xx) throw new Error(`${operation} as ${form}: ${result.errors + result.timeouts + result.non2xx} failed`);
          perRequest[form].push((cpuMs(gateway.pid) - before) / result.requests.total);
        }
      }
      cpuMsPerRequest.push({ operation, text: spread(perRequest.text), id: spread(perRequest.id), rounds: ROUNDS });
    }
    return { bytesUp, allOperations, cpuMsPerRequest };
  } finally {
    await gateway.stop();
    await legacy.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  trustedDocumentsCost()
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
