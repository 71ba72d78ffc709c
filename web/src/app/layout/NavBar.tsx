/** @jsxImportSource @emotion/react */
import type { Ref } from 'react';
import type { CSSObject } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { belowMd, button, container, from, link, token } from '../../components/ui/tokens';
import { useViewer } from '../../shared/viewer/useViewer';
import { navEntries, ORDER_BARCODE_URL } from './menuEntries';

const NAV_LIST_ID = 'nawigacja-glowna';

/** The button that shows and hides the navigation below the md breakpoint (a disclosure, as WAI-ARIA describes). */
export function NavMenuButton({ ref, open, onToggle }: { ref: Ref<HTMLButtonElement>; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      ref={ref}
      css={{ ...button({ variant: 'outline', size: 'sm' }), paddingInline: 0, [from.md]: { display: 'none' } }}
      aria-label="Menu główne"
      aria-expanded={open}
      aria-controls={NAV_LIST_ID}
      onClick={onToggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={open ? 'M6 5l13 13-1 1L5 6zm12 0l1 1L6 19l-1-1z' : 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z'} />
      </svg>
    </button>
  );
}

const navLink: CSSObject = {
  ...link,
  color: 'white',
  paddingInline: token('spacing.3'),
  paddingBlock: token('spacing.2'),
  display: 'block',
  borderRadius: token('radii.md'),
  '&:hover': { background: token('colors.blue.700') },
};

/** The main navigation: a bar from md up; below it a list the menu button opens (Escape closes it). */
export function NavBar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { viewer } = useViewer();
  const chose = () => {
    if (open) onClose();
  };
  return (
    <nav aria-label="Nawigacja główna" css={{ background: token('colors.blue.900'), color: 'white' }}>
      <div css={container}>
        <div
          id={NAV_LIST_ID}
          css={{ paddingBlock: token('spacing.1'), [belowMd]: open ? undefined : { display: 'none' } }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) onClose();
          }}
        >
          <ul
            css={{
              display: 'flex',
              flexDirection: 'column',
              flexWrap: 'wrap',
              gap: token('spacing.1'),
              listStyleType: 'none',
              [from.md]: { flexDirection: 'row' },
            }}
          >
            {navEntries(viewer).map((entry) => (
              <li key={entry.label}>
                <NavLink
                  to={entry.to}
                  end={entry.to === '/'}
                  onClick={chose}
                  css={{ ...navLink, '&[aria-current=page]': { background: token('colors.blue.700'), fontWeight: token('fontWeights.semibold') } }}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* On a phone the header has no room for the external order link, so the menu ends with it. */}
          <a href={ORDER_BARCODE_URL} target="_blank" rel="noopener noreferrer" onClick={chose} css={{ ...navLink, [from.md]: { display: 'none' } }}>
            Zamów kod kreskowy
          </a>
        </div>
      </div>
    </nav>
  );
}
