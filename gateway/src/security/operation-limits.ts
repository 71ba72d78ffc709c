import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { LRUCache } from 'lru-cache';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { securityMessages } from 'schema/validation';
import type { Config } from '../config';

export type OperationLimits = Config['operationLimits'];

/** What an operation may ask for, each limit with the stable `extensions.code` of its refusal. */
const LIMITS = {
  depth: { code: 'DEPTH_LIMIT_EXCEEDED', message: securityMessages.tooDeep },
  aliases: { code: 'ALIAS_LIMIT_EXCEEDED', message: securityMessages.tooManyAliases },
  directives: { code: 'DIRECTIVE_LIMIT_EXCEEDED', message: securityMessages.tooManyDirectives },
  cost: { code: 'COST_LIMIT_EXCEEDED', message: securityMessages.tooCostly },
} as const;

/** Codes of the refusals above, of the token limit and of the body limit: callers see their message. */
export const LIMIT_CODES = ['BODY_TOO_LARGE', 'TOKEN_LIMIT_EXCEEDED', ...Object.values(LIMITS).map((l) => l.code)];

/** A refusal before the operation was validated: 400 with the code and the limit it broke. */
function refusal(code: string, message: string, max: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, max, http: { status: 400 } } });
}

/**
 * Checks an operation against the limits before Apollo validates or runs it, so a request costs at most a parse
 * of `tokens` tokens and one walk of the document: graphql-js's own validation grows with the square of the fields
 * (20 000 fields blocked the event loop for 8 s), and each field may be an upstream call. The parser stops at the
 * token limit, which also bounds nesting (deeply nested input used to overflow the parser's stack). Depth, aliases,
 * directives and cost are graphql-armor's rules, run alone here; fragments count where they are spread and
 * introspection's `__schema` is free (it is refused as a whole where introspection is off).
 */
export function operationAdmission(schema: GraphQLSchema, limits: OperationLimits) {
  const rules = (broken: GraphQLError[]): ValidationRule[] => {
    const onReject = (kind: keyof typeof LIMITS, max: number) => [() => void broken.push(refusal(LIMITS[kind].code, LIMITS[kind].message(max), max))];
    const common = { propagateOnRejection: false, flattenFragments: true } as const;
    return [
      maxDepthRule({ ...common, n: limits.depth, onReject: onReject('depth', limits.depth) }),
      maxAliasesRule({ propagateOnRejection: false, n: limits.aliases, onReject: onReject('aliases', limits.aliases) }),
      maxDirectivesRule({ propagateOnRejection: false, n: limits.directives, onReject: onReject('directives', limits.directives) }),
      costLimitRule({ ...common, maxCost: limits.cost, onReject: onReject('cost', limits.cost) }),
    ];
  };

  /** The first limit the operation breaks; a document that does not parse is left to Apollo. */
  const check = (query: string): GraphQLError | null => {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.tokens, noLocation: true });
    } catch (error) {
      if (error instanceof GraphQLError && TOKEN_LIMIT.test(error.message)) {
        return refusal('TOKEN_LIMIT_EXCEEDED', securityMessages.tooManyTokens(limits.tokens), limits.tokens);
      }
      return null;
    }
    const broken: GraphQLError[] = [];
    validate(schema, document, rules(broken));
    return broken[0] ?? null;
  };

  // Clients send the same few documents over and over: each distinct text is parsed and walked once (the body limit
  // bounds a text's size, the entry count the cache's), as Apollo does for its own parse and validation.
  const admitted = new LRUCache<string, { refusal: GraphQLError | null }>({ max: ADMISSION_CACHE_ENTRIES });

  /** Throws the refusal of the first limit the operation breaks. */
  return function admit(query: unknown): void {
    if (typeof query !== 'string') return;
    let verdict = admitted.get(query);
    if (!verdict) {
      verdict = { refusal: check(query) };
      admitted.set(query, verdict);
    }
    // A fresh error each time: Apollo's formatting must never share one between requests.
    if (verdict.refusal) throw new GraphQLError(verdict.refusal.message, { extensions: verdict.refusal.extensions });
  };
}

/** Distinct documents whose verdict is kept: far more than the web app and a few integrators send. */
const ADMISSION_CACHE_ENTRIES = 1_000;

/** graphql-js's message when the parser stops at `maxTokens`. */
const TOKEN_LIMIT = /tokens\. Parsing aborted/;
