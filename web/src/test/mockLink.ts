import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { print } from 'graphql';
import type { Operations, TypeName } from './operations.generated';

/** An operation of the web app, by the name its document gives it. */
export type OperationName = keyof Operations;

/**
 * What the network answers for a generated data type: that type, where any object may also say its `__typename` (the
 * app's cache adds the field to every selection it sends, but the generated types name it only where a document
 * selects it). A field missing, of the wrong type or an enum value the schema lacks does not compile; a field the
 * type lacks is refused where an object literal meets the type (a fixture's declared return type), though TypeScript
 * does not check a handler's returned literal for extra fields.
 */
export type Answer<T> = T extends readonly (infer E)[]
  ? readonly Answer<E>[]
  : T extends object
    ? { [K in keyof T]: Answer<T[K]> } & { __typename?: TypeName }
    : T;

/** The `data` an operation's answer carries. */
export type DataOf<Name extends OperationName> = Answer<Operations[Name]['data']>;
/** The member of a union in an answer that says `__typename: Name`. */
export type MemberOf<T, Name extends TypeName> = Extract<T, { __typename: Name }>;
/** The variables an operation is sent with. */
export type VariablesOf<Name extends OperationName> = Operations[Name]['variables'];

/** Answers one operation from its variables: its data, now or later, or a throw (a network error). */
export type Handler<Name extends OperationName> = (variables: VariablesOf<Name>) => DataOf<Name> | Promise<DataOf<Name>>;
/** The handlers of a test, by operation name: an unknown name, wrong variables or data off the contract do not compile. */
export type Handlers = { [Name in OperationName]?: Handler<Name> };

/** A request the app sent, whatever its name (an unexpected one is recorded too). */
export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

/** A request of a known operation, its variables typed as the app sends them. */
export type CallOf<Name extends OperationName> = Call & { operationName: Name; variables: VariablesOf<Name> };

/**
 * The network edge for tests: answers each operation by name from `handlers` (GraphQL `data`), records every
 * call, and fails loudly on an operation nobody expected.
 */
export function createMockLink(handlers: Handlers) {
  const calls: Call[] = [];
  // At run time an operation's name is any string, and its variables whatever the app sent: the types above hold
  // for the app's own documents, whose names, variables and data are the generated ones.
  const byName = handlers as Partial<Record<string, (variables: unknown) => unknown>>;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        calls.push({ operationName, variables, query: print(operation.query) });
        const handler = byName[operationName];
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
  const callsOf = <Name extends OperationName>(name: Name) => calls.filter((c): c is CallOf<Name> => c.operationName === name);
  return { link, calls, callsOf };
}
