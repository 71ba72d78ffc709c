import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { typeDefs } from 'schema/sdl';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { MAX_CAPTCHA_TOKEN_LENGTH } from './captcha';
import { operationAdmission } from './operation-limits';

const webSrc = path.resolve(import.meta.dirname, '../../../web/src');

/** Every operation of the web app, as the browser sends it: the operation and the fragments it spreads. */
function webOperations(): [string, string][] {
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  const definitions = files.flatMap((f) => parse(readFileSync(path.join(webSrc, f), 'utf8')).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  return definitions.flatMap((operation) => {
    if (operation.kind !== 'OperationDefinition') return [];
    const used = new Set<string>();
    const walk = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          walk(fragments.get(spread.name.value)!);
        },
      });
    walk(operation);
    return [[operation.name!.value, [operation, ...[...used].map((name) => fragments.get(name)!)].map((d) => print(d)).join('\n\n')]];
  });
}

describe('operation limits', () => {
  const { operationLimits } = parseConfig({});
  const admit = operationAdmission(buildSchema(typeDefs), operationLimits);
  const operations = webOperations();

  it('admit every operation of the web app, with room to grow', () => {
    expect(operations.length).toBeGreaterThan(5);
    // Half the limits: a screen twice as big as today's largest still passes.
    const halved = operationAdmission(buildSchema(typeDefs), {
      ...operationLimits,
      tokens: operationLimits.tokens / 2,
      depth: Math.floor(operationLimits.depth * 0.75),
      cost: operationLimits.cost / 2,
    });
    for (const [name, query] of operations) expect(() => halved(query), name).not.toThrow();
  });

  it('admit the playground’s introspection query (where introspection is on)', () => {
    expect(() => admit(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }))).not.toThrow();
  });

  it('size the body limit to the largest real request: the largest operation with a captcha token of the longest kept size', () => {
    const largest = Math.max(...operations.map(([, query]) => query.length));
    const body = JSON.stringify({ query: operations.find(([name]) => name === 'SubmitCaptcha')![1], variables: { token: 'x'.repeat(MAX_CAPTCHA_TOKEN_LENGTH) } });
    expect(Buffer.byteLength(body)).toBeLessThan(operationLimits.bodyBytes);
    expect(largest * 4).toBeLessThan(operationLimits.bodyBytes);
  });

  it('refuse, with a code and the limit, what breaks one', () => {
    const code = (query: string) => {
      try {
        admit(query);
        return null;
      } catch (error) {
        return (error as { extensions: Record<string, unknown> }).extensions;
      }
    };
    expect(code(`{ ${'__typename '.repeat(operationLimits.tokens)}}`)).toMatchObject({ code: 'TOKEN_LIMIT_EXCEEDED', max: operationLimits.tokens });
    expect(code(`{ a0: viewer { permissions } ${Array.from({ length: operationLimits.aliases }, (_, i) => `a${i + 1}: viewer { permissions }`).join(' ')} }`)).toMatchObject({ code: 'ALIAS_LIMIT_EXCEEDED' });
    // A document that does not parse is Apollo's to answer, with its usual parse error.
    expect(code('{ product(gtin: ')).toBeNull();
  });
});
