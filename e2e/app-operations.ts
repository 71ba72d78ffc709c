import { readFileSync } from 'node:fs';

/** The build's manifest of the web app's operations (decision 030), as the gateway reads it. */
export const manifest = JSON.parse(readFileSync(new URL('../gateway/src/__generated__/trusted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The id and document of the web app's operation `name`. */
export function appDocument(name: string): { id: string; body: string } {
  const id = Object.keys(manifest).find((key) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(manifest[key]!));
  if (!id) throw new Error(`the web app has no operation ${name}`);
  return { id, body: manifest[id]! };
}

/**
 * The request body of the web app's operation `name` as the app sends it: its id, not its text. A script running in
 * the app's page with its session can send these and nothing else where the gateway enforces trusted documents.
 */
export function appOperation(name: string, variables: Record<string, unknown> = {}) {
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: appDocument(name).id } } };
}
