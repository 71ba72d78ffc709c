/** @jsxImportSource @emotion/react */
import { from } from './tokens';

/**
 * Text logo 'GS1 Polska · Katalog produktów' as an inline SVG (no external asset). Below the md breakpoint the
 * drawing is cut to the GS1 mark on its left, so a phone's header keeps one line.
 */
export function Logo() {
  return (
    <svg
      role="img"
      aria-label="GS1 Polska · Katalog produktów"
      height="40px"
      css={{ display: 'block', width: '54px', [from.md]: { width: '250px' } }}
      viewBox="0 0 300 48"
      preserveAspectRatio="xMinYMid slice"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="0" y="4" width="64" height="40" rx="6" fill="#002c6c" />
      <text x="32" y="32" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="20" fill="#fff">
        GS1
      </text>
      <text x="74" y="22" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="16" fill="#002c6c">
        GS1 Polska
      </text>
      <text x="74" y="40" fontFamily="Arial, sans-serif" fontSize="14" fill="#f26334">
        Katalog produktów
      </text>
    </svg>
  );
}
