import { useEffect, type ReactNode } from 'react';

/**
 * Preact hydrates a page in one task (decision 022): on a phone, the layout and a form-heavy page together were one
 * long task. The page is hydrated in the task after the layout: while the first hydration runs, `HydratedLater`
 * suspends, Preact keeps the page's server-drawn markup as it is (one element: its wrapper `div`), and hydrates it once
 * the next task begins. Nothing is drawn again; the page simply answers a moment after the header does.
 */
let nextTask: Promise<void> | null = null;
let markHydrated: () => void;
/** Settles once the page is hydrated (at once for a page the app draws itself): what was typed before can be replayed. */
export const pageHydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Called by boot just before it hydrates prerendered markup. */
export function hydratePageInNextTask(): void {
  nextTask = new Promise((resolve) =>
    setTimeout(() => {
      nextTask = null;
      resolve();
    }),
  );
}

function Hydrated() {
  useEffect(() => markHydrated(), []);
  return null;
}

/** The page's part of the layout, inside a `Suspense` (see above); its wrapper is what Preact keeps meanwhile. */
export function HydratedLater({ children }: { children: ReactNode }) {
  if (nextTask) throw nextTask;
  return (
    <div>
      {children}
      <Hydrated />
    </div>
  );
}
