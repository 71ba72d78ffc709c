import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './sdl';

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
});
