import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by the router's location key. */
const positions = new Map<string, number>();

/**
 * A new page starts at its top; Back and Forward return to where the person was on that entry. Written here rather
 * than React Router's `ScrollRestoration`, which costs every route almost a kilobyte (decision 026's budgets).
 * Positions are recorded as the person scrolls, under the entry shown at the time: the scroll a shorter next page
 * causes arrives after the key has changed, so it never overwrites the previous entry's position.
 */
export function useScrollPerPage() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef(key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === key) return; // the first page: the browser placed it
    shown.current = key;
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, type === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, hash, type]);
}
