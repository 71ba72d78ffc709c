import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { stackedTableCss } from './stackedTableCss';

/**
 * Chakra's colour palettes the app uses (in colorPalette, colour tokens like `blue.700`, and alert statuses: info →
 * blue, warning → orange, success → green, error → red; purple: the users list's badges). Every palette costs the first screen time: createSystem
 * turns each into ~20 tokens and CSS variables before anything paints, a third of the start-up work on a phone.
 * theme.test.ts fails when the source names a palette left out here.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;
const CHAKRA_PALETTES = new Set(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']);

/** A colour token group without the palettes the app does not use. */
function usedPalettes<T extends object>(colors: T): T {
  const kept = new Set<string>(PALETTES);
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !CHAKRA_PALETTES.has(name) || kept.has(name))) as T;
}

/**
 * Semantic tokens with their light value only. The app has no dark mode (nothing sets Chakra's `.dark` class), and a
 * token with a `_light`/`_dark` pair costs createSystem a condition to resolve: a quarter of its work, which runs
 * before the first render.
 */
function lightOnly<T extends object>(tokens: T): T {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if ('value' in node) {
      const { value } = node as { value: unknown };
      const light = value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value;
      return { ...node, value: light };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(tokens) as T;
}

/**
 * A solid button darkens on hover (the palette's 700 shade) instead of Chakra's 90 % opacity, which lightens it: white
 * text on a hovered blue.600 was 4.3:1, under WCAG AA's 4.5:1.
 */
const solidHover = { bg: 'colorPalette.fg' };

/** A field's error message in red.600 (4.8:1 on white): Chakra's red.500 is 3.8:1, under WCAG AA's 4.5:1. */
const errorText = { value: '{colors.red.600}' };
const appButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: { ...buttonRecipe.variants?.variant, solid: { ...buttonRecipe.variants?.variant?.solid, _hover: solidHover, _expanded: solidHover } },
  },
};

/**
 * Chakra's default theme with the recipes of the components the app's shell and most pages use, not all ~90 of
 * `defaultSystem`: every visitor downloads the theme with the first screen. A component that one feature alone uses
 * gets its recipe where it is used (`<Tabs.Root recipe={tabsSlotRecipe}>`), so it downloads with that page. A
 * component with neither renders unstyled (Chakra falls back to an empty recipe); theme.test.ts fails on one.
 */
/**
 * Chakra's global CSS and the app's own global rules. Only a built page's head (the server build) and the dev server
 * carry global CSS, so the browser's bundle leaves the app's rules out.
 */
const appGlobalCss = import.meta.env.SSR || import.meta.env.DEV ? { ...globalCss, ...stackedTableCss } : globalCss;

const createAppSystem = (global: boolean) => createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    // Only the global CSS needs these (a built page has it in its head, so the browser's system leaves them out).
    globalCss: global ? appGlobalCss : undefined,
    theme: {
      breakpoints,
      keyframes: global ? keyframes : undefined,
      tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
      semanticTokens: lightOnly({ ...semanticTokens, colors: { ...usedPalettes(semanticTokens.colors), fg: { ...semanticTokens.colors.fg, error: errorText } } }),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: appButtonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        dataList: dataListSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        table: tableSlotRecipe,
      },
    },
  }),
);

export type AppSystem = ReturnType<typeof createAppSystem>;

/**
 * A build's pages carry the global CSS (reset, base styles, keyframes, token variables) in their head
 * (`globalStyleSheet` in server.tsx), so in the browser the system leaves it out and its provider inserts none.
 * Chakra is patched (patches/) to make `_global` when first read: this system never makes it, a third of
 * createSystem's work on a phone.
 */
function withoutGlobalCss(system: AppSystem): AppSystem {
  return Object.defineProperty(system, '_global', { value: [] });
}

let made: AppSystem | undefined;
/**
 * The app's Chakra system, made on first use: the longest single piece of start-up work, so boot.tsx makes it in a
 * task of its own instead of inside the scripts' evaluation. The dev server and the tests have no built page, so
 * there the provider inserts the global CSS as usual.
 */
export const appSystem = (): AppSystem => (made ??= import.meta.env.DEV ? createAppSystem(true) : withoutGlobalCss(createAppSystem(false)));

/** The system with its global CSS, for the build to write that CSS into the pages' head. */
export const systemWithGlobalCss = (): AppSystem => createAppSystem(true);
