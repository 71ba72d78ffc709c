import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

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
