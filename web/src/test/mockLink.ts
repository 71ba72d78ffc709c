import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { print } from 'graphql';

export type Handler = (variables: Record<string, unknown>) => unknown;
export type Handlers = Record<string, Handler | undefined>;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

/**
 * The network edge for tests: answers each operation by name from `handlers` (GraphQL `data`), records every
 * call, and fails loudly on an operation nobody expected.
 */
export function createMockLink(handlers: Handlers) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        calls.push({ operationName, variables, query: print(operation.query) });
        const handler = handlers[operationName];
        if (!handler) {
          observer.error(new Error(`Unexpected operation ${operationName}`));
          return;
        }
        Promise.resolve()
          .then(() => handler(variables))
          .then((data) => {
            observer.next({ data: data as Record<string, unknown> });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return { link, calls, callsOf: (name: string) => calls.filter((c) => c.operationName === name) };
}
