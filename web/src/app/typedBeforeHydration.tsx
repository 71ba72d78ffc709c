import { useEffect, type ReactNode } from 'react';
import type { BeforeLive } from './beforeLive';

/**
 * Replays what the person did before the app took the page over (app/beforeLive.ts) once the tree inside has
 * hydrated: a parent's effect runs after all of its children's.
 */
export function ReplayAfterHydration({ typed, children }: { typed: BeforeLive | null; children: ReactNode }) {
  useEffect(() => typed?.replay(), [typed]);
  return children;
}
