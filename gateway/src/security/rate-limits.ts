import { createHash } from 'node:crypto';
import { GraphQLError, getNamedType, isUnionType, type GraphQLResolveInfo } from 'graphql';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { securityMessages } from 'schema/validation';
import type { Resolvers } from '../__generated__/resolvers';
import type { Config } from '../config';
import type { Context } from '../context';
import { metrics } from '../observability/metrics';
import type { Redis } from '../redis';

type Rate = Config['rateLimits']['anonymous'];

/** A used-up limit: when the caller may try again. */
export interface Limited {
  resetsAt: Date;
}

/** Stored keys carry no address book: e-mails and tokens are hashed. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** One budget: in Redis when configured (shared by every instance; in memory while Redis is down), else in memory. */
export function limiter(name: string, rate: Rate, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points: rate.points, duration: rate.seconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Consumes one point from each key; the refusal with the latest reset when any budget is used up. */
async function consume(entries: [RateLimiterAbstract, string][]): Promise<Limited | null> {
  const refused = await Promise.all(
    entries.map(([budget, key]) =>
      budget.consume(key).then(
        () => 0,
        (error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
          metrics.rateLimitRefusals.inc({ budget: budget.keyPrefix.replace(/^rl:/, '') });
          return error.msBeforeNext;
        },
      ),
    ),
  );
  const wait = Math.max(...refused);
  return wait > 0 ? { resetsAt: new Date(Date.now() + wait) } : null;
}

/** Who is calling, as far as the limits care. */
export interface Caller {
  /** The client's address (Express `req.ip`, after `TRUST_PROXY`). */
  address: string;
  /** An integrator's `Authorization: Bearer` token, or null. */
  bearer: string | null;
  /** True for a browser session that is signed in: its limits are the catalogue's package limits. */
  member: boolean;
}

/**
 * The gateway's own limits (issue 13), with rate-limiter-flexible: operations (root fields) per address for anonymous
 * callers, and a budget per bearer token (and its address, so made-up tokens share one) for integrators. A caller over
 * a limit gets no upstream call. Login attempts have their own defence (`login-defence.ts`).
 */
export class RateLimits {
  private readonly anonymous: RateLimiterAbstract;
  private readonly bearer: RateLimiterAbstract;

  constructor(rates: Config['rateLimits'], redis: Redis | null) {
    this.anonymous = limiter('anonymous', rates.anonymous, redis);
    this.bearer = limiter('bearer', rates.bearer, redis);
  }

  /** The limits of one request's caller, as resolvers use them (`Context.limits`). */
  forCaller(caller: Caller) {
    return {
      operation: () => this.operation(caller),
    };
  }

  /** One operation of this caller: null when it may go on. Signed-in browser sessions are not limited here. */
  private operation(caller: Caller): Promise<Limited | null> {
    if (caller.bearer) {
      return consume([
        [this.bearer, `token:${digest(caller.bearer)}`],
        [this.bearer, `address:${caller.address}`],
      ]);
    }
    if (caller.member) return Promise.resolve(null);
    return consume([[this.anonymous, caller.address]]);
  }
}

export type CallerLimits = ReturnType<RateLimits['forCaller']>;

/** The `RateLimited` member for a gateway limit. */
export function rateLimited(limited: Limited, member: boolean, message: string = securityMessages.tooManyRequests) {
  return {
    __typename: 'RateLimited' as const,
    code: 'RATE_LIMITED' as const,
    message,
    field: null,
    member,
    resetsAt: limited.resetsAt.toISOString(),
  };
}

/** A root field whose result union has a `RateLimited` member gets it; any other field a `RATE_LIMITED` error. */
function refuse(info: GraphQLResolveInfo, limited: Limited, member: boolean) {
  const type = getNamedType(info.returnType);
  if (isUnionType(type) && type.getTypes().some((t) => t.name === 'RateLimited')) return rateLimited(limited, member);
  throw new GraphQLError(securityMessages.tooManyRequests, { extensions: { code: 'RATE_LIMITED', resetsAt: limited.resetsAt.toISOString() } });
}

type RootResolver = (parent: unknown, args: unknown, ctx: Context, info: GraphQLResolveInfo) => unknown;

/** Every query and mutation of every domain first takes one point from the caller's budget (`Context.limits`). */
export function limitRootFields(resolvers: Resolvers): Resolvers {
  const wrap = (fields: object | undefined) =>
    fields &&
    Object.fromEntries(
      Object.entries(fields as Record<string, RootResolver>).map(([name, resolve]) => [
        name,
        async (parent: unknown, args: unknown, ctx: Context, info: GraphQLResolveInfo) => {
          const limited = await ctx.limits.operation();
          return limited ? refuse(info, limited, ctx.signedIn) : resolve(parent, args, ctx, info);
        },
      ]),
    );
  return { ...resolvers, Query: wrap(resolvers.Query), Mutation: wrap(resolvers.Mutation) } as Resolvers;
}
