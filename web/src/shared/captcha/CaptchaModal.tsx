import { Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/Modal';
import { CaptchaWidget } from './CaptchaWidget';

export interface CaptchaModalProps {
  open: boolean;
  /** Problem message to show above the widget (e.g. the CaptchaRejected text). */
  message?: string | null;
  onClose: () => void;
  /** Called after the solve is stored; the caller re-runs its lookup. */
  onSolved: () => void;
}

export function CaptchaModal({ open, message, onClose, onSolved }: CaptchaModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Potwierdź, że nie jesteś robotem">
      {message && <Text mb="3">{message}</Text>}
      <CaptchaWidget onSolved={onSolved} />
    </Modal>
  );
}
