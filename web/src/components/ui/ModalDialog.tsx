import type { ReactNode } from 'react';
import { ChakraProvider, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { styleSystem } from './styleSystem';

export interface ModalProps {
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
  /** `alertdialog` for a question that interrupts the person (e.g. confirming a deletion). */
  role?: 'dialog' | 'alertdialog';
}

/** The dialog itself (see Modal, which loads it and Chakra's system when first opened). */
export default function ModalDialog({ open, onClose, title, children, footer, size, scrollInside, role }: ModalProps) {
  return (
    <ChakraProvider value={styleSystem()}>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        role={role}
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
    </ChakraProvider>
  );
}
