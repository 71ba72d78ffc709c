import type { Permission } from 'schema/validation';
import type { FieldProblem } from '../legacy/errors';
import { problem, type BareProblemName, type ProblemOf } from './problems';

/**
 * The outcomes every domain can meet, answered the same way wherever they arise: a caller the field's policy
 * refuses (access/), a used-up budget, and the REST API's common failures (field errors, a refused permission, an
 * ended session, no active membership). Resolvers and file routes hand these on with `refuse`; the policy layer
 * (GraphQL) and the file router turn them into the field's union member, a top-level error with the same code, or a
 * route's JSON problem with its HTTP status.
 */
export type Refusal =
  | { kind: 'loginRequired' }
  | { kind: 'sessionExpired' }
  | { kind: 'noActiveMembership' }
  /** Without `permission`, the one the field's policy names (the API refused what the policy let through). */
  | { kind: 'denied'; permission?: Permission }
  /** The call names the caller's own membership, which they may not change or remove. */
  | { kind: 'ownMembership' }
  | { kind: 'invalid'; problems: readonly FieldProblem[] }
  | { kind: 'rateLimited'; resetsAt: Date; member: boolean };

/**
 * The REST API's failures every domain meets alike (declared by the calls that can answer them). `throttled` is the
 * API's own per-address budget (a 429 with `Retry-After`), answered as the gateway's: `RateLimited` with its reset time.
 */
type CommonKind = 'sessionExpired' | 'noActiveMembership' | 'denied' | 'invalid' | 'throttled';

/** Thrown by `refuse`: caught where the field's (or route's) answer is made. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`refused: ${refusal.kind}`);
    this.name = 'Refused';
  }
}

/** Hands a common outcome to the layer that answers it (a REST failure the call declared, or the caller's refusal). */
export function refuse(refusal: Refusal): never {
  throw new Refused(refusal);
}

const COMMON: ReadonlySet<string> = new Set<CommonKind>(['sessionExpired', 'noActiveMembership', 'denied', 'invalid']);

/** A failure type with one member per `kind` (a REST refusal declares its kinds as one union), for narrowing. */
type PerKind<F> = F extends { kind: infer K } ? (K extends string ? Omit<F, 'kind'> & { kind: K } : never) : never;

/** A REST failure's common kinds are refused here; what is left is the domain's own, for its `switch`. */
export function refuseCommon<F extends { kind: string }>(failure: F): Exclude<PerKind<F>, { kind: CommonKind }> {
  if (failure.kind === 'throttled') {
    const { retryAfterSeconds } = failure as unknown as { retryAfterSeconds: number | null };
    refuse({ kind: 'rateLimited', resetsAt: new Date(Date.now() + (retryAfterSeconds ?? 60) * 1000), member: false });
  }
  if (COMMON.has(failure.kind)) refuse(failure as unknown as Refusal);
  return failure as unknown as Exclude<PerKind<F>, { kind: CommonKind }>;
}

/** A REST failure's own kinds, those `refuseCommon` leaves. */
type OwnKind<F extends { kind: string }> = Exclude<F['kind'], CommonKind>;

/** A domain's table of a REST failure: each of its own kinds to the contract member of the same meaning, none left out. */
export type RefusalTable<F extends { kind: string }> = { readonly [K in OwnKind<F>]: BareProblemName };

/** The failure answered by its table: the common kinds refused, its own as `problem(table[kind])`; a kind missing or extra does not compile. */
export function answerRefusal<F extends { kind: string }, const T extends RefusalTable<F>>(
  failure: F,
  table: T & { readonly [K in Exclude<keyof T, OwnKind<F>>]: never },
): ProblemOf<T[OwnKind<F>]> {
  const { kind } = refuseCommon(failure) as { kind: OwnKind<F> };
  return problem<BareProblemName>(table[kind]) as ProblemOf<T[OwnKind<F>]>;
}
