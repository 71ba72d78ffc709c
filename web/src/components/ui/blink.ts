import { useCallback, useEffect, useRef, useState } from 'react';
import { token } from './tokens';

/** How long a box blinks to ask for attention (spec: 2 s). */
export const BLINK_MS = 2000;

/** CSS for a blinking box: an outline pulse; with reduced motion a steady outline instead. */
export const blinkCss = {
  borderRadius: token('radii.md'),
  animation: 'attentionBlink 500ms ease-in-out 4',
  '@keyframes attentionBlink': {
    '0%, 100%': { boxShadow: '0 0 0 2px transparent', backgroundColor: 'transparent' },
    '50%': { boxShadow: '0 0 0 3px #e53e3e', backgroundColor: '#fff5f5' },
  },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', boxShadow: '0 0 0 3px #e53e3e' },
} as const;

/** A flag that turns itself off after BLINK_MS; `trigger` restarts it. */
export function useBlink(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trigger = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), BLINK_MS);
  }, []);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return [on, trigger];
}
