import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type ConstDirectiveNode,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './sdl';
import { CATALOG_FILTER_PARAMS, CATALOG_SUGGESTERS, COMPANY_ORDERING, COMPANY_USER_SORT, PERMISSIONS, PRODUCTS_MAX_GTINS } from './validation';

interface DeclaredAuth {
  requires: string;
  permission: string | null;
  /** The object-level rules' paths into the call's arguments (`ownCompany`, `notOwnMembership`). */
  paths: { rule: string; path: string[] }[];
}

const OBJECT_RULES = ['ownCompany', 'notOwnMembership'];

/** A field's `@auth` arguments as the SDL writes them, or null without one. */
function authOf(directives: readonly ConstDirectiveNode[] | undefined): DeclaredAuth | null {
  const auth = directives?.find((d) => d.name.value === 'auth');
  if (!auth) return null;
  const arg = (name: string, kind: 'EnumValue' | 'StringValue' = 'EnumValue') => {
    const value = auth.arguments?.find((a) => a.name.value === name)?.value;
    return value?.kind === kind ? value.value : null;
  };
  const permission = arg('permission');
  const paths = OBJECT_RULES.flatMap((rule) => {
    const path = arg(rule, 'StringValue');
    return path ? [{ rule, path: path.split('.') }] : [];
  });
  const ofMembership = permission || arg('permissionGroup') || paths.length;
  return { requires: ofMembership ? 'ACTIVE_MEMBERSHIP' : (arg('requires') ?? 'SIGNED_IN'), permission, paths };
}

/** The members a policy's refusals need in the field's result union. */
function refusalsOf(policy: DeclaredAuth): string[] {
  if (policy.requires === 'ANYONE') return [];
  return [
    'LoginRequired',
    'SessionExpired',
    ...(policy.requires === 'ACTIVE_MEMBERSHIP' ? ['NoActiveMembership'] : []),
    ...(policy.permission ? ['PermissionDenied'] : []),
    ...(policy.paths.some((p) => p.rule === 'notOwnMembership') ? ['OwnMembership'] : []),
  ];
}

describe('the contract', () => {
  const schema = buildSchema(typeDefs);

  it('describes every type, field, argument and enum value (the playground is the documentation)', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && !type.astNode)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
      if (isUnionType(type) && type.getTypes().length === 0) missing.push(`${type.name} has no members`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every result union one success member and makes all others implement Problem', () => {
    expect(isInterfaceType(schema.getType('Problem'))).toBe(true);
    for (const union of Object.values(schema.getTypeMap()).filter(isUnionType)) {
      const successes = union.getTypes().filter((member) => !member.getInterfaces().some((i) => i.name === 'Problem'));
      expect(successes.map((m) => m.name), union.name).toHaveLength(1);
    }
  });

  const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) => Object.values(root.getFields()));

  it('declares on every root field the budget it takes from (@rateLimit)', () => {
    expect(rootFields.filter((f) => !f.astNode?.directives?.some((d) => d.name.value === 'rateLimit')).map((f) => f.name)).toEqual([]);
  });

  it('charges per item only of a list argument the field has, up to the limit its resolver applies', () => {
    const perItem = rootFields.flatMap((field) => {
      const rateLimit = field.astNode?.directives?.find((d) => d.name.value === 'rateLimit');
      const arg = (name: string) => rateLimit?.arguments?.find((a) => a.name.value === name)?.value;
      const list = arg('perItemOf');
      const max = arg('maxItems');
      if (!list) return [];
      const type = field.args.find((a) => list.kind === 'StringValue' && a.name === list.value)?.type;
      const isList = !!type && isListType(isNonNullType(type) ? type.ofType : type);
      return [{ field: field.name, isList, max: max?.kind === 'IntValue' ? Number(max.value) : null }];
    });
    expect(perItem).toEqual([{ field: 'products', isList: true, max: PRODUCTS_MAX_GTINS }]);
  });

  it("gives each guarded field's result union a member for every refusal its policy (or its inputs') can answer", () => {
    const missing: string[] = [];
    for (const field of rootFields) {
      const inputs = field.args.flatMap((arg) => {
        const type = getNamedType(arg.type);
        return isInputObjectType(type) ? Object.values(type.getFields()).map((f) => authOf(f.astNode?.directives)) : [];
      });
      const needed = new Set([authOf(field.astNode?.directives), ...inputs].flatMap((policy) => (policy ? refusalsOf(policy) : [])));
      if (!needed.size) continue;
      const union = getNamedType(field.type);
      const members = isUnionType(union) ? union.getTypes().map((t) => t.name) : [];
      for (const member of needed) if (!members.includes(member)) missing.push(`${field.name}: ${member}`);
    }
    expect(missing).toEqual([]);
  });

  it('points each object-level rule of a policy at an id the call names (an argument, or a field of an input argument)', () => {
    const unread: string[] = [];
    for (const field of rootFields) {
      for (const { rule, path } of authOf(field.astNode?.directives)?.paths ?? []) {
        const [name, ...inside] = path;
        let type: GraphQLInputType | undefined = field.args.find((a) => a.name === name)?.type;
        for (const key of inside) {
          const named = type && getNamedType(type);
          type = named && isInputObjectType(named) ? named.getFields()[key]?.type : undefined;
        }
        if (!type || !isNonNullType(type) || getNamedType(type).name !== 'ID') unread.push(`${field.name}: ${rule} "${path.join('.')}" is not a required ID it takes`);
      }
    }
    expect(unread).toEqual([]);
    const declared = rootFields.flatMap((f) => (authOf(f.astNode?.directives)?.paths ?? []).map((p) => `${f.name}: ${p.rule}`));
    expect(declared.sort()).toEqual([
      'databaseDownload: ownCompany',
      'deleteMembership: notOwnMembership',
      'generateDatabase: ownCompany',
      'setUserPermission: notOwnMembership',
    ]);
  });

  it('names the permissions as the shared list does, and the REST names of filters and sort columns for each contract value', () => {
    const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name).sort();
    expect(values('Permission')).toEqual(PERMISSIONS.map((p) => p.toUpperCase()).sort());
    expect(Object.keys((schema.getType('CatalogFilter') as GraphQLInputObjectType).getFields()).sort()).toEqual(Object.keys(CATALOG_FILTER_PARAMS).sort());
    expect(values('CompanySortField')).toEqual(Object.keys(COMPANY_ORDERING).sort());
    expect(values('CompanyUserSortField')).toEqual(Object.keys(COMPANY_USER_SORT).sort());
    expect(values('SuggestionField')).toEqual(Object.keys(CATALOG_SUGGESTERS).sort());
  });
});
