import { parse as urlParse } from 'node:url';
import type { Request, RequestHandler } from 'express';

/**
 * A GraphQL request's parameters read once, as Apollo reads them, for every check before it runs (trusted documents,
 * operation limits, prepaid budgets). Express's `req.query` is another reading: it stops after 1 000 keys and makes
 * arrays of repeated keys, so a check that looked at it could pass what Apollo then runs (issue 36).
 */
export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  /** Decoded from JSON on a GET, as Apollo does; undefined when it is not JSON (Apollo refuses that itself). */
  variables?: unknown;
  extensions?: unknown;
}

/** The parameters Apollo reads; each may be given once. */
const NAMED = ['query', 'operationName', 'variables', 'extensions'] as const;

/** The search part of a GET's URL exactly as Apollo's Express integration takes it (`url.parse(req.url).search`). */
export const searchOf = (req: Request) => new URLSearchParams(urlParse(req.url).search ?? '');

function json(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const readings = new WeakMap<Request, GraphQLParams>();

/** The request's GraphQL parameters: a GET's from its URL, a POST's from its JSON body (after `express.json`). */
export function paramsOf(req: Request): GraphQLParams {
  let params = readings.get(req);
  if (!params) {
    if (req.method === 'GET') {
      const search = searchOf(req);
      const text = (name: string) => search.get(name) ?? undefined;
      params = { query: text('query'), operationName: text('operationName'), variables: json(search.get('variables')), extensions: json(search.get('extensions')) };
    } else {
      const body: unknown = req.body;
      params = body && typeof body === 'object' && !Array.isArray(body) ? (body as GraphQLParams) : {};
    }
    readings.set(req, params);
  }
  return params;
}

/** Replaces a GET's reading after its URL was rewritten (a trusted document put in place of its id). */
export function rereadParams(req: Request): void {
  readings.delete(req);
}

function badRequest(message: string, code: string, extra: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extra } }] };
}

/**
 * Refuses a GET with more than `maxParameters` parameters, or with `query`, `operationName`, `variables` or
 * `extensions` given more than once (400 `BAD_REQUEST`): a real client sends each once and a handful in all.
 */
export function getParameterLimits(maxParameters: number): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const search = searchOf(req);
    let count = 0;
    for (const _ of search.keys()) count++;
    if (count > maxParameters) {
      res
        .status(400)
        .setHeader('cache-control', 'no-store')
        .json(badRequest(`Zbyt wiele parametrów w adresie: najwyżej ${maxParameters}.`, 'TOO_MANY_PARAMETERS', { max: maxParameters }));
      return;
    }
    const repeated = NAMED.find((name) => search.getAll(name).length > 1);
    if (repeated) {
      res.status(400).setHeader('cache-control', 'no-store').json(badRequest(`Parametr "${repeated}" podano więcej niż raz.`, 'BAD_REQUEST'));
      return;
    }
    next();
  };
}
