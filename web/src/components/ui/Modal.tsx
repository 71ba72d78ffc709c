import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions row (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Scroll the body, not the page, when the content is long. */
  scrollInside?: boolean;
}

/** The app's dialog: titled, focus-trapped, closable with Escape and a labelled close button. */
export function Modal({ open, onClose, title, children, footer, size, scrollInside }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Zamknij" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
