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

/** Chakra's `Heading` (semibold, in one of its text styles). */
export const heading = (size: Parameters<typeof textStyle>[0]): CSSObject => ({ fontWeight: token('fontWeights.semibold'), ...textStyle(size) });

/** A column of children `gap` apart (Chakra's `Stack`). */
export const stack = (gap: string, align: CSSObject['alignItems'] = 'stretch'): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: token(`spacing.${gap}`),
  alignItems: align,
});

/** Chakra's `Badge` in size lg: solid, subtle or outline, in a palette. */
export function badge({ variant = 'subtle', palette = 'gray' }: { variant?: 'solid' | 'subtle' | 'outline'; palette?: string } = {}): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    borderRadius: token('radii.l2'),
    gap: token('spacing.1'),
    fontWeight: token('fontWeights.medium'),
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...textStyle('sm'),
    paddingInline: token('spacing.2.5'),
    minHeight: token('sizes.7'),
    ...(variant === 'solid'
      ? { background: token(`colors.${palette}.solid`), color: token(`colors.${palette}.contrast`) }
      : variant === 'subtle'
        ? { background: token(`colors.${palette}.subtle`), color: token(`colors.${palette}.fg`) }
        : { color: token(`colors.${palette}.fg`), boxShadow: `inset 0 0 0px 1px ${token(`colors.${palette}.muted`)}` }),
  };
}

/** Chakra's `Field`: its column of label, control and texts. */
export const field: CSSObject = { display: 'flex', flexDirection: 'column', width: '100%', position: 'relative', gap: token('spacing.1.5') };
/** Chakra's `Field.Label`. */
export const fieldLabel: CSSObject = { display: 'flex', alignItems: 'center', gap: token('spacing.1'), fontWeight: token('fontWeights.medium'), userSelect: 'none', ...textStyle('sm') };
/** Chakra's `Field.HelperText`. */
export const helperText: CSSObject = { color: token('colors.fg.muted'), ...textStyle('xs') };
/** Chakra's `Field.ErrorText` (in red.600, as the app's theme makes it for contrast). */
export const errorText: CSSObject = { display: 'inline-flex', alignItems: 'center', gap: token('spacing.1'), fontWeight: token('fontWeights.medium'), color: token('colors.fg.error'), ...textStyle('xs') };

/** Chakra's `Input` (outline, md): a ring inside on focus, the error colour when `aria-invalid`. */
export const input: CSSObject = {
  width: '100%',
  minWidth: token('sizes.10'),
  height: token('sizes.10'),
  paddingInline: token('spacing.3'),
  outline: 0,
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: token('radii.l2'),
  background: 'transparent',
  borderWidth: '1px',
  borderColor: token('colors.border'),
  ...textStyle('sm'),
  '&:focus-visible': { outlineOffset: 0, outlineWidth: '1px', outlineStyle: 'solid', outlineColor: token('colors.blue.focusRing'), borderColor: token('colors.blue.focusRing') },
  '&[aria-invalid=true]': { borderColor: token('colors.border.error'), outlineColor: token('colors.border.error') },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
};

/** Chakra's `Spinner` in a size (a turning ring, its bottom and left quarters open). */
export const spinner = (size: '5' | '10' = '10'): CSSObject => ({
  display: 'inline-block',
  flexShrink: 0,
  width: token(`sizes.${size}`),
  height: token(`sizes.${size}`),
  borderColor: 'currentColor',
  borderStyle: 'solid',
  borderWidth: size === '5' ? '2px' : '4px',
  borderRadius: token('radii.full'),
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  animation: token('animations.spin'),
  animationDuration: token('durations.slowest'),
});
