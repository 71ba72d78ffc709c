import type { Ref } from 'react';
import { Box, Container, IconButton, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useViewer } from '../../shared/viewer/useViewer';
import { navEntries, ORDER_BARCODE_URL } from './menuEntries';

const NAV_LIST_ID = 'nawigacja-glowna';

/** The button that shows and hides the navigation below the md breakpoint (a disclosure, as WAI-ARIA describes). */
export function NavMenuButton({ ref, open, onToggle }: { ref: Ref<HTMLButtonElement>; open: boolean; onToggle: () => void }) {
  return (
    <IconButton
      ref={ref}
      hideFrom="md"
      variant="outline"
      size="sm"
      aria-label="Menu główne"
      aria-expanded={open}
      aria-controls={NAV_LIST_ID}
      onClick={onToggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={open ? 'M6 5l13 13-1 1L5 6zm12 0l1 1L6 19l-1-1z' : 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z'} />
      </svg>
    </IconButton>
  );
}

const linkStyle = {
  color: 'white',
  px: '3',
  py: '2',
  display: 'block',
  borderRadius: 'md',
  _hover: { bg: 'blue.700' },
} as const;

/** The main navigation: a bar from md up; below it a list the menu button opens (Escape closes it). */
export function NavBar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { viewer } = useViewer();
  const chose = () => {
    if (open) onClose();
  };
  return (
    <Box as="nav" aria-label="Nawigacja główna" bg="blue.900" color="white">
      <Container maxW="6xl">
        <Box
          id={NAV_LIST_ID}
          hideBelow={open ? undefined : 'md'}
          py="1"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) onClose();
          }}
        >
          <Stack as="ul" listStyleType="none" direction={{ base: 'column', md: 'row' }} gap="1" flexWrap="wrap">
            {navEntries(viewer).map((entry) => (
              <li key={entry.label}>
                <Link asChild {...linkStyle} css={{ '&[aria-current=page]': { bg: 'blue.700', fontWeight: 'semibold' } }}>
                  <NavLink to={entry.to} end={entry.to === '/'} onClick={chose}>
                    {entry.label}
                  </NavLink>
                </Link>
              </li>
            ))}
          </Stack>
          {/* On a phone the header has no room for the external order link, so the menu ends with it. */}
          <Link {...linkStyle} hideFrom="md" href={ORDER_BARCODE_URL} target="_blank" rel="noopener noreferrer" onClick={chose}>
            Zamów kod kreskowy
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
