import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { CaptchaWidget } from './CaptchaWidget';

interface Props {
  open: boolean;
  /** Problem message to show above the widget (e.g. the CaptchaRejected text). */
  message?: string | null;
  onClose: () => void;
  /** Called after the solve is stored; the caller re-runs its lookup. */
  onSolved: () => void;
}

export function CaptchaModal({ open, message, onClose, onSolved }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Potwierdź, że nie jesteś robotem</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message && <Text mb="3">{message}</Text>}
              <CaptchaWidget onSolved={onSolved} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Zamknij" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
