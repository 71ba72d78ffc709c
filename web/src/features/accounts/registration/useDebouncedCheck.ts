import { useEffect } from 'react';

/** Spec §5, §9: the NIP and e-mail checks run 1.5 s after the person stops typing. */
export const CHECK_DEBOUNCE_MS = 1_500;

/** Runs `check(value)` once `value` has stayed the same for 1.5 s, for values `ready` accepts (both stable functions). */
export function useDebouncedCheck(value: string, ready: (value: string) => boolean, check: (value: string) => void) {
  useEffect(() => {
    if (!ready(value)) return;
    const timer = setTimeout(() => check(value), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, ready, check]);
}
