import type { Request, RequestHandler } from 'express';
import { Kind, getVariableValues, parse, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { isCrossOrigin } from '../security/cross-origin';
import { paramsOf } from '../security/request-params';
import { trustedDocumentOf, type TrustedManifest } from '../security/trusted-documents';
import { sessionCookie } from '../session/middleware';
import type { Budgets, Caller, Member } from './budgets';
import { costOf } from './cost';
import type { RequestBudget } from './request-budget';

/**
 * A signed-in request's points, taken in the same Redis round trip as its session read (issue 30).
 *
 * Budgets are charged when an operation's first budgeted field runs, i.e. after the session was read: two round trips.
 * For a session this instance has served signed in (`Budgets.memberOf`) that runs one of the web app's documents,
 * who pays and how much are known before the session is read, so the charge is sent in the same tick as the store's
 * read and the client pipelines both. The request's context then uses that budget if the session read names the
 * same member; otherwise the charge is dropped and the session's cookie forgotten (a session ended elsewhere costs its
 * person at most one request's points per instance).
 */

interface Plan {
  operations: Map<string | undefined, OperationDefinitionNode>;
  fragments: Record<string, FragmentDefinitionNode>;
}

interface Prepaid {
  cookie: string;
  member: Member;
  budget: RequestBudget;
}

const prepaid = new WeakMap<Request, Prepaid>();

function planOf(document: DocumentNode): Plan {
  const operations = new Map<string | undefined, OperationDefinitionNode>();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.set(definition.name?.value, definition);
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  // A document of one operation runs it without a name.
  if (operations.size === 1) operations.set(undefined, operations.values().next().value!);
  return { operations, fragments };
}

function variablesOf(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

export function prepayBudgets(options: { schema: GraphQLSchema; manifest: TrustedManifest; budgets: Budgets; cookieName: string }): RequestHandler {
  const { schema, manifest, budgets, cookieName } = options;
  const plans = new Map<string, Plan>();
  /** The points the request's operation takes, or 0 when they cannot be known before it runs. */
  const pointsOf = (req: Request, id: string): number => {
    let plan = plans.get(id);
    if (!plan) plans.set(id, (plan = planOf(parse(manifest[id]!))));
    const params = paramsOf(req);
    const operation = plan.operations.get(typeof params.operationName === 'string' ? params.operationName : undefined);
    if (!operation) return 0;
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], variablesOf(params.variables));
    if (!variables.coerced) return 0;
    return costOf({ schema, operation, fragments: plan.fragments, variableValues: variables.coerced });
  };

  return (req, _res, next) => {
    const id = trustedDocumentOf(req);
    const cookie = id !== undefined && !req.headers.authorization && !isCrossOrigin(req) ? sessionCookie(req, cookieName) : null;
    const member = cookie ? budgets.memberOf(cookie) : undefined;
    if (member) {
      const points = pointsOf(req, id!);
      if (points > 0) {
        const budget = budgets.forCaller({ address: req.ip ?? 'unknown', bearer: null, member });
        budget.prepay(points);
        prepaid.set(req, { cookie: cookie!, member, budget });
      }
    }
    next();
  };
}

/**
 * The budget of a request's caller: the one `prepayBudgets` charged when the session turned out to be their member,
 * else a new one. Keeps `Budgets`' record of signed-in sessions up to date on the way.
 */
export function requestBudget(budgets: Budgets, req: Request, caller: Caller, cookieName: string): RequestBudget {
  const paid = prepaid.get(req);
  const { member } = caller;
  if (member) {
    const cookie = paid?.cookie ?? sessionCookie(req, cookieName);
    if (cookie && !sameMember(budgets.memberOf(cookie), member)) budgets.recognise(cookie, member);
  } else if (paid) {
    budgets.recognise(paid.cookie, null);
  }
  return paid && sameMember(paid.member, member) ? paid.budget : budgets.forCaller(caller);
}

const sameMember = (a: Member | null | undefined, b: Member | null | undefined) => !!a && !!b && a.sessionId === b.sessionId && a.userId === b.userId;
