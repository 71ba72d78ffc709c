/** @jsxImportSource @emotion/react */
import { spinner, token, visuallyHidden } from './tokens';

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
