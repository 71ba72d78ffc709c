import { getDirective } from '@graphql-tools/utils';
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  type GraphQLFieldConfig,
  type GraphQLSchema,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** `@rateLimit`: a call's points, or per item of the list argument `perItemOf` (up to `maxItems`). */
export interface RateLimitDeclared {
  cost: number;
  perItemOf: string | null;
  maxItems: number | null;
}

/** A field's `@rateLimit` in the SDL; null without one. The policy layer keeps it on the field's `extensions.policy`. */
export function declaredRateLimit(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): RateLimitDeclared | null {
  const [rateLimit] = getDirective(schema, field, 'rateLimit') ?? [];
  if (!rateLimit) return null;
  return { cost: (rateLimit.cost as number | null) ?? 1, perItemOf: (rateLimit.perItemOf as string | null) ?? null, maxItems: (rateLimit.maxItems as number | null) ?? null };
}

/** What the budget needs of a field's resolve info: the operation with its fragments and variables, in its schema. */
export type OperationInfo = Pick<GraphQLResolveInfo, 'schema' | 'operation' | 'fragments' | 'variableValues'>;

/**
 * The points an operation takes from the caller's budget: the `@rateLimit(cost)` of each root field it selects, once
 * per response key (an alias is another call; a field selected twice under one key runs once), fields that
 * `@skip`/`@include` leave out not counted. `costOf` reads a root field's declared cost for the call `node` makes.
 */
export function operationCost(info: OperationInfo, costOf: (node: FieldNode) => number): number {
  const keys = new Map<string, FieldNode>();
  const included = (node: SelectionNode) =>
    !getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if && getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const collect = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (!keys.has(key)) keys.set(key, selection);
      }
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(info.operation.selectionSet);
  return [...keys.values()].reduce((sum, node) => sum + costOf(node), 0);
}

/**
 * A call's points: `cost`, times the items of its `perItemOf` list (each item is a call; an empty list still takes
 * `cost`). A list over `maxItems` is refused by the field before any work, so it takes `cost` once.
 */
function callPoints(rateLimit: RateLimitDeclared, args: Record<string, unknown>): number {
  if (!rateLimit.perItemOf) return rateLimit.cost;
  const items = args[rateLimit.perItemOf];
  const count = Array.isArray(items) ? items.length : 1;
  return rateLimit.cost * (rateLimit.maxItems !== null && count > rateLimit.maxItems ? 1 : Math.max(1, count));
}

/** The points an operation takes: its root fields' declared `@rateLimit` (none for a field without). */
export function costOf(info: OperationInfo): number {
  const fields = info.schema.getRootType(info.operation.operation)?.getFields() ?? {};
  return operationCost(info, (node) => {
    const field = fields[node.name.value];
    const rateLimit = (field?.extensions.policy as { rateLimit?: RateLimitDeclared | null } | undefined)?.rateLimit;
    if (!field || !rateLimit) return 0;
    return callPoints(rateLimit, rateLimit.perItemOf ? getArgumentValues(field, node, info.variableValues) : {});
  });
}
