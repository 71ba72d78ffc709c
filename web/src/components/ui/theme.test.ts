import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, PALETTES } from './theme';

const system = appSystem();

const src = path.resolve(import.meta.dirname, '../..');
const sources = (readdirSync(src, { recursive: true }) as string[])
  // theme.ts itself lists the palettes it leaves out.
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('gql') && !file.endsWith('theme.ts'))
  .map((file) => readFileSync(path.join(src, file), 'utf8'));
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

describe('the Chakra theme', () => {
  it('keeps every colour palette the source names (a missing one renders colourless)', () => {
    const named = new Set<string>();
    for (const text of sources)
      for (const [, name] of text.matchAll(new RegExp(`\\b(${CHAKRA_PALETTES.join('|')})(?:\\.\\d{2,3}\\b|['"]|\\.(?:solid|muted|subtle|fg|contrast|emphasized|focusRing)\\b)`, 'g')))
        named.add(name!);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => !(PALETTES as readonly string[]).includes(name))).toEqual([]);
    // Alert statuses use palettes too: info → blue, warning → orange, success → green, error → red.
    for (const palette of PALETTES) expect(system.token(`colors.${palette}.700`), palette).toBeTruthy();
  });

  it('leaves out the palettes nobody uses', () => {
    expect(system.token('colors.teal.700')).toBeUndefined();
  });

  it('has the recipe of every Chakra component the source imports, in the theme or where it is used (a missing one renders unstyled)', () => {
    const missing: string[] = [];
    const imported = new Set<string>();
    for (const text of sources)
      for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
        for (const component of names!.split(',').map((name) => name.trim())) {
          imported.add(component);
          // Chakra names a component's recipe after it: RadioGroup → radioGroupSlotRecipe, key radioGroup.
          const key = component.charAt(0).toLowerCase() + component.slice(1);
          const recipe = [`${key}Recipe`, `${key}SlotRecipe`].find((name) => name in chakraTheme);
          if (recipe && !system.hasRecipe(key) && !text.includes(`recipe={${recipe}}`)) missing.push(key);
        }
    expect(imported.has('Button')).toBe(true);
    expect(imported.has('Combobox') && !system.hasRecipe('combobox')).toBe(true);
    expect(missing).toEqual([]);
  });

  it('gives semantic colours their light value, with no dark variant to resolve (the app has no dark mode)', () => {
    const muted = system.tokens.getByName('colors.fg.muted');
    expect(muted?.value).toBe('var(--chakra-colors-gray-600)');
    expect(muted?.extensions.conditions).toEqual({ base: '{colors.gray.600}' });
  });
});
