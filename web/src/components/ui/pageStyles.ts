import type { CSSObject } from '@emotion/react';
import { textStyle, token } from './tokens';

/*
 * Chakra's heading, stack and badge drawn without its system (tokens.ts), for the pages drawn without it (the home
 * page, the catalogue and its card). A module of their own: tokens.ts is in every page's first chunk.
 */

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
