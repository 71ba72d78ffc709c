import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getVariableValues, printSchema, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { Context } from './context';

type Gateway = ApolloServerOptionsWithGateway<Context>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * graphql-jit's errors have no `extensions` (a read-only `undefined`), where graphql-js gives every error an object,
 * the original error's if it had one; Apollo and `formatError` read it. Such an error is made again as graphql-js
 * makes it, with the same message, path, locations and original error.
 */
function withExtensions(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  return Object.assign(made, { locations: error.locations });
}

export interface CompiledExecutionOptions {
  /** Sightings of a document before it is compiled: a compile costs milliseconds, a one-off document must not. */
  compileAfter: number;
  /** Plans (and sightings) kept; the least recently used go first. */
  maxPlans: number;
}

/**
 * Execution of the documents the gateway keeps seeing (the web app's trusted documents, an integrator's regular
 * queries) by plans compiled with graphql-jit, keyed by Apollo's hash of the document text and the operation name
 * (decision 031). A catalogue page's ≈ 750 fields cost a fifth of graphql-js's `execute`. Anything else runs
 * through graphql-js as before. The plan caches how to walk the answer, never an answer: every request still calls
 * its resolvers, so no lookup skips the upstream.
 *
 * Apollo Server hands execution to another engine only through its gateway interface, which also supplies the
 * schema; parsing, validation, the operation limits and every plugin stay Apollo's.
 */
export function compiledExecution(schema: GraphQLSchema, options: CompiledExecutionOptions): Gateway {
  const sightings = new LRUCache<string, number>({ max: options.maxPlans * 4 });
  const plans = new LRUCache<string, CompiledQuery>({ max: options.maxPlans });

  const executor: Executor = async ({ document, queryHash, operationName, operation, request, context }) => {
    const key = `${queryHash}:${operationName ?? ''}`;
    let plan = plans.get(key);
    if (!plan) {
      const seen = (sightings.get(key) ?? 0) + 1;
      sightings.set(key, seen);
      if (seen >= options.compileAfter) {
        const compiled = compileQuery(schema, document, operationName ?? undefined);
        if (isCompiledQuery(compiled)) {
          plan = compiled;
          plans.set(key, plan);
          sightings.delete(key);
        }
      }
    }
    if (!plan) return (await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName })) as ExecutionResult;
    // Variables are coerced by graphql-js, so a wrong one is answered in its words (and with Apollo's 400), and
    // defaults apply as the spec says: graphql-jit refuses an absent `Int! = 0` or input field `Boolean! = false`.
    // Its own coercion of the coerced values changes nothing (no input scalar or enum of ours maps its values).
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    if (coerced.errors) return { errors: coerced.errors };
    const result = await plan.query(undefined, context, coerced.coerced);
    return result.errors ? { ...result, errors: result.errors.map(withExtensions) } : result;
  };

  const sdl = printSchema(schema);
  const listeners = new Set<Parameters<Gateway['onSchemaLoadOrUpdate']>[0]>();
  return {
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: sdl });
      return { executor };
    },
    async stop() {},
  };
}
