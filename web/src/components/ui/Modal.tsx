import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalDialog';

/** Chakra's dialog (focus trap, dismissal, positioning) is its own chunk: pages load it only when a dialog opens. */
const ModalDialog = lazy(() => import('./ModalDialog'));

/**
 * The app's dialog: titled, focus-trapped, closable with Escape and a labelled close button. Nothing is rendered
 * until it first opens; after that it stays mounted, so closing animates as before.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
