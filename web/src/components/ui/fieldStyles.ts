import type { CSSObject } from '@emotion/react';
import { textStyle, token } from './tokens';

/*
 * Chakra's field parts drawn without its system (tokens.ts), for a form on a page drawn without it (the catalogue).
 * A module of their own: tokens.ts is in every page's first chunk, these only in the pages that draw a field so.
 */

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
