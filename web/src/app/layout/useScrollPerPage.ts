import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../shared/navigation/keepScroll';

/**
 * A new page starts at its top (or at its anchor); Back and Forward are left to the browser, which returns to where
 * the person was on that entry; a navigation marked `keepScroll` leaves it to the page. Written here rather than React
 * Router's `ScrollRestoration`, which costs every route almost a kilobyte (decision 026's budgets).
 */
export function useScrollPerPage() {
  const { key, hash, state } = useLocation();
  const type = useNavigationType();
  const shown = useRef(key);
  const pageScrolls = keepsScroll(state);
  useLayoutEffect(() => {
    if (shown.current === key) return; // the first page: the browser placed it
    shown.current = key;
    if (type === 'POP' || pageScrolls) return;
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type, pageScrolls]);
}
