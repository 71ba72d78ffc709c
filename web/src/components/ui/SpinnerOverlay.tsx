/** @jsxImportSource @emotion/react */
import type { CSSObject } from '@emotion/react';
import { token, visuallyHidden } from './tokens';

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

/** A full-screen busy overlay, announced to screen readers (Chakra's spinner, drawn without its system: tokens.ts). */
export function SpinnerOverlay() {
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: token('zIndex.overlay'),
        background: token('colors.blackAlpha.300'),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      role="progressbar"
      aria-busy="true"
      aria-label="Ładowanie"
      aria-live="polite"
    >
      <span css={{ ...spinner(), color: token('colors.blue.700') }} />
      <span css={visuallyHidden}>Ładowanie</span>
    </div>
  );
}
