import { createHash } from 'node:crypto';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/**
 * A web operation as the gateway runs it from the manifest: with `__typename` in every selection set (Apollo's cache
 * adds it to what it sends, and reads it in the answer), printed in graphql-tools' normal form (sorted, no spaces to
 * spare), so the same operation always has the same text. Its id is the first 64 bits of the SHA-256 of that text,
 * in hex, sent where Apollo's persisted-query link sends its hash (`extensions.persistedQuery.sha256Hash`). The id
 * only has to tell the app's few hundred documents apart (the gateway runs nothing but its manifest, so an id guessed
 * or forged runs an app operation at most), and every route's JavaScript carries one per operation it runs: 16 digits
 * cost a third of what 64 do in brotli (decision 030).
 */
export function trustedDocument(document: DocumentNode): { id: string; body: string } {
  // The client preset's transform, the one its `persistedDocuments` users pair with Apollo; it reads only the documents.
  const noSchema: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };
  const [typed] = addTypenameSelectionDocumentTransform.transform({ documents: [{ document, location: '' }], schema: noSchema, config: {} }) as [
    { document: DocumentNode },
  ];
  const body = printExecutableGraphQLDocument(typed.document);
  return { id: createHash('sha256').update(body).digest('hex').slice(0, ID_DIGITS), body };
}

/** Hex digits of an id: 64 bits. */
const ID_DIGITS = 16;

/** The names of the fragments `node` spreads. */
function spreadsOf(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * Codegen plugin: the manifest of every operation of the web app, `{ "<id>": "<document>" }` (the format of GraphQL
 * Code Generator's `persisted-documents.json`), each operation with the fragments it spreads, however deep.
 */
export function trustedDocumentsPlugin(_schema: unknown, files: { document?: DocumentNode }[]): string {
  const definitions = files.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const manifest: Record<string, string> = {};
  for (const operation of definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
    const used = new Map<string, FragmentDefinitionNode>();
    const pending = spreadsOf(operation);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const fragment = fragments.get(name);
      if (!fragment || used.has(name)) continue;
      used.set(name, fragment);
      pending.push(...spreadsOf(fragment));
    }
    const { id, body } = trustedDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
    if (manifest[id] !== undefined && manifest[id] !== body) throw new Error(`two operations have the id ${id}: lengthen ID_DIGITS`);
    manifest[id] = body;
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
