import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ModalProps } from './ModalDialog';
import { withStyleSystem } from './styleSystem';

/**
 * Chakra's dialog (focus trap, dismissal, positioning) is its own chunk: pages load it only when a dialog opens, with
 * Chakra's style system, which it provides itself, so a page drawn without the system (a product card) opens one too.
 */
let loaded: ComponentType<ModalProps> | undefined;
export const loadModalDialog = () =>
  withStyleSystem(() => import('./ModalDialog')).then((module) => {
    loaded = module.default;
    return module;
  });
const LazyModalDialog = lazy(loadModalDialog);

/**
 * The app's dialog: titled, focus-trapped, closable with Escape and a labelled close button. Nothing is rendered
 * until it first opens; after that it stays mounted, so closing animates as before. Once the dialog's chunk is in,
 * a dialog opens at once (tests load it up front).
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  // One component for the Modal's whole life: switching would remount an open dialog and lose what it holds.
  const [Dialog] = useState(() => loaded ?? LazyModalDialog);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
