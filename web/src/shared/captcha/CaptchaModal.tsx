import { Button, Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/Modal';
import { CaptchaWidget, useCaptchaSolved } from './CaptchaWidget';

export interface CaptchaModalProps {
  open: boolean;
  /** Problem message to show above the widget (e.g. the CaptchaRejected text). */
  message?: string | null;
  onClose: () => void;
  /** Called after the solve is stored; the caller re-runs its lookup. */
  onSolved: () => void;
}

/**
 * The captcha before a lookup. A visitor whose session already holds a solve (a card they reached from another site,
 * which asks before it spends a lookup) confirms with a button instead of solving again.
 */
export function CaptchaModal({ open, message, onClose, onSolved }: CaptchaModalProps) {
  // Asked of the gateway when the dialog opens: a lookup's CaptchaRequired marked the cached state unsolved, though a
  // card from another site asks while the session still holds a solve.
  const solved = useCaptchaSolved(!open, 'network-only');
  return (
    <Modal open={open} onClose={onClose} title="Potwierdź, że nie jesteś robotem">
      {message && <Text mb="3">{message}</Text>}
      <CaptchaWidget onSolved={onSolved} />
      {solved && (
        <Button mt="3" colorPalette="blue" onClick={onSolved}>
          Kontynuuj
        </Button>
      )}
    </Modal>
  );
}
