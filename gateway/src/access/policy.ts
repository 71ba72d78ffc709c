import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
    getNamedType,
  isInputObjectType,
  isUnionType,
  type GraphQLFieldConfig,
  type GraphQLInputObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Permission } from 'schema/validation';
import { refusalError, refusalProblem } from '../contract/refusals';
import { declaredRateLimit, type RateLimitDeclared, type RequestBudget } from '../budgets';
import { valueAt, type Access, type Policy } from './access';
import { Refused, refuse, type Refusal } from '../contract/refusal';

/** What a field declares in the SDL: its `@auth`, its arguments' input fields' `@auth`, and `@rateLimit`. */
export interface DeclaredPolicy {
  auth: Policy | null;
  /** Applied when the caller sets the input field at `path` (argument name, then input field names). */
  inputs: { path: readonly string[]; policy: Policy }[];
  /** The points a call takes from the caller's operation budget; null without `@rateLimit`. */
  rateLimit: RateLimitDeclared | null;
}

/** What the enforcement needs of a request's context. */
interface PolicyContext {
  access: Access;
  budget: RequestBudget;
}

function authOf(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): Policy | null {
  const [auth] = getDirective(schema, node, 'auth') ?? [];
  if (!auth) return null;
  const lower = <T extends string>(value: unknown) => (typeof value === 'string' ? (value.toLowerCase() as T) : undefined);
  const path = (value: unknown) => (typeof value === 'string' ? value.split('.') : undefined);
  const permission = lower<Permission>(auth.permission) ?? null;
  const permissionGroup = lower<NonNullable<Policy['permissionGroup']>>(auth.permissionGroup);
  const ownCompany = path(auth.ownCompany);
  const notOwnMembership = path(auth.notOwnMembership);
  // Each rule is about the active membership: it implies one, as a permission does.
  const ofMembership = permission ?? permissionGroup ?? ownCompany ?? notOwnMembership;
  return { requires: ofMembership ? 'ACTIVE_MEMBERSHIP' : auth.requires, permission, fresh: auth.fresh === true, permissionGroup, ownCompany, notOwnMembership };
}

/** The `@auth` of an input type's fields, nested input types included (each input type visited once). */
function inputPolicies(schema: GraphQLSchema, type: GraphQLInputObjectType, path: readonly string[], seen = new Set<string>()): DeclaredPolicy['inputs'] {
  if (seen.has(type.name)) return [];
  seen.add(type.name);
  return Object.values(type.getFields()).flatMap((field) => {
    const here = [...path, field.name];
    const policy = authOf(schema, field);
    const named = getNamedType(field.type);
    return [...(policy ? [{ path: here, policy }] : []), ...(isInputObjectType(named) ? inputPolicies(schema, named, here, seen) : [])];
  });
}

export function declaredPolicy(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): DeclaredPolicy {
  const inputs = Object.entries(field.args ?? {}).flatMap(([name, arg]) => {
    const named = getNamedType(arg.type);
    return isInputObjectType(named) ? inputPolicies(schema, named, [name]) : [];
  });
  return { auth: authOf(schema, field), inputs, rateLimit: declaredRateLimit(schema, field) };
}

/** A value the caller set: not null, not blank text, not an empty list. */
function isSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !Array.isArray(value) || value.length > 0;
}

/** The policies this call must pass: the field's, then those of the input fields it sets. */
export function policiesOf(declared: DeclaredPolicy, args: Record<string, unknown>): Policy[] {
  const policies = declared.auth ? [declared.auth] : [];
  for (const { path, policy } of declared.inputs) if (isSet(valueAt(args, path))) policies.push(policy);
  return policies;
}

/** Answers a refusal as the field's union member, else as a top-level error with the same code. */
function answerer(type: GraphQLOutputType) {
  const named = getNamedType(type);
  const members = new Set(isUnionType(named) ? named.getTypes().map((t) => t.name) : []);
  return (refusal: Refusal, permission: Permission | null) => {
    const problem = refusalProblem(refusal, permission);
    if (members.has(problem.__typename)) return problem;
    throw refusalError(refusal, permission);
  };
}

/**
 * Enforces the SDL's policies in one place (docs/decisions/027): before a field's resolver runs, `@rateLimit`
 * takes the operation's points from the caller's budget (decision 029) and `@auth` asks `Access` whether the caller may; a refusal, or a common
 * failure the resolver hands on with `refuse`, becomes the field's answer. The declared policy is kept on the field's
 * `extensions.policy` for tests and tools.
 */
export function enforcePolicies(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const declared = declaredPolicy(schema, field);
      if (!declared.auth && !declared.inputs.length && !declared.rateLimit) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const answer = answerer(field.type);
      return {
        ...field,
        extensions: { ...field.extensions, policy: declared },
        async resolve(source, args: Record<string, unknown>, ctx: PolicyContext, info) {
          const policies = policiesOf(declared, args);
          const permission = policies.findLast((p) => p.permission)?.permission ?? null;
          try {
            if (declared.rateLimit) {
              // The whole operation's points, taken when its first budgeted field runs; a field that costs nothing
              // (`rateLimit`) still answers when the budget is used up.
              const limited = await ctx.budget.chargeOperation(info);
              if (limited && declared.rateLimit.cost > 0) refuse({ kind: 'rateLimited', resetsAt: limited.resetsAt, member: ctx.access.signedIn });
            }
            for (const policy of policies) {
              const refusal = await ctx.access.check(policy, args);
              if (refusal) refuse(refusal);
            }
            return await resolve(source, args, ctx, info);
          } catch (error) {
            if (error instanceof Refused) return answer(error.refusal, permission);
            throw error;
          }
        },
      };
    },
  });
}
