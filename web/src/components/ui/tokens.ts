import type { CSSObject } from '@emotion/react';

/**
 * Chakra's design tokens for what is drawn without Chakra's style system (the layout and the home page: the start-up
 * screen most visitors load first, decision 026). Every token is a CSS variable that every built page defines in its
 * head (Chakra's global CSS, web/scripts/prerender.ts), so these styles and Chakra's components share one palette,
 * scale and type; Emotion, which Chakra renders with too, puts them on the elements.
 *
 * `token('colors.blue.900')` → `var(--chakra-colors-blue-900)`; `token('spacing.1.5')` → `var(--chakra-spacing-1\.5)`.
 */
export const token = (path: string) =>
  `var(--chakra-${path
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .split(/(?<=\d)\.(?=\d)/)
    .map((part) => part.replace(/\./g, '-'))
    .join('\\.')})`;

/** Chakra's breakpoints (from this width up). */
export const from = {
  sm: '@media screen and (min-width: 30rem)',
  md: '@media screen and (min-width: 48rem)',
  lg: '@media screen and (min-width: 64rem)',
} as const;
/** Below the md breakpoint. */
export const belowMd = '@media screen and (max-width: 47.996rem)';

/** One of Chakra's text styles (size and line height). */
export const textStyle = (size: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl'): CSSObject => ({
  fontSize: token(`fontSizes.${size}`),
  lineHeight: { xs: '1rem', sm: '1.25rem', md: '1.5rem', lg: '1.75rem', xl: '1.875rem', '2xl': '2rem', '3xl': '2.375rem' }[size],
});

/** Chakra's `Container` with `maxW="6xl"`: centred, with the padding that grows at md and lg. */
export const container: CSSObject = {
  position: 'relative',
  width: '100%',
  maxWidth: token('sizes.6xl'),
  marginInline: 'auto',
  paddingInline: token('spacing.4'),
  [from.md]: { paddingInline: token('spacing.6') },
  [from.lg]: { paddingInline: token('spacing.8') },
};

/** Chakra's outside focus ring, in a palette's focus colour. */
export const focusRing = (palette = 'gray'): CSSObject => ({
  '&:focus-visible': {
    outlineWidth: '2px',
    outlineOffset: '2px',
    outlineStyle: 'solid',
    outlineColor: token(`colors.${palette}.focusRing`),
  },
});

/** Chakra's `Link` (plain variant): its palette's colour, underlined on hover. */
export const link: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing.1.5'),
  outline: 'none',
  cursor: 'pointer',
  borderRadius: token('radii.l1'),
  color: token('colors.gray.fg'),
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'color-mix(in srgb, currentColor 20%, transparent)' },
  ...focusRing(),
};

/**
 * Chakra's `Button` recipe in the two variants the start-up screen uses, for a link or a button: solid (which darkens
 * to the palette's 700 shade on hover, as the app's theme makes it) or outline; sizes sm and md.
 */
export function button({ variant = 'solid', palette = 'gray', size = 'md' }: { variant?: 'solid' | 'outline'; palette?: string; size?: 'sm' | 'md' } = {}): CSSObject {
  return {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    borderRadius: token('radii.l2'),
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: token('cursor.button'),
    flexShrink: 0,
    outline: 0,
    isolation: 'isolate',
    fontWeight: token('fontWeights.medium'),
    transitionProperty: 'background-color, border-color, color, fill, stroke, opacity, box-shadow, translate, transform',
    transitionDuration: token('durations.moderate'),
    ...textStyle('sm'),
    height: token(`sizes.${size === 'sm' ? 9 : 10}`),
    minWidth: token(`sizes.${size === 'sm' ? 9 : 10}`),
    paddingInline: token(`spacing.${size === 'sm' ? '3.5' : 4}`),
    gap: token('spacing.2'),
    '& svg': { flexShrink: 0, width: token(`sizes.${size === 'sm' ? 4 : 5}`), height: token(`sizes.${size === 'sm' ? 4 : 5}`) },
    ...(variant === 'solid'
      ? { background: token(`colors.${palette}.solid`), color: token(`colors.${palette}.contrast`), '&:hover': { background: token(`colors.${palette}.fg`) } }
      : { borderColor: token(`colors.${palette}.border`), color: token(`colors.${palette}.fg`), '&:hover': { background: token(`colors.${palette}.subtle`) } }),
    ...focusRing(palette),
  };
}

/** Chakra's `srOnly`: read by screen readers, not shown. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
};
