/** @jsxImportSource @emotion/react */
import { Modal } from '../../components/ui/Modal';
import { button, token } from '../../components/ui/tokens';
import { CaptchaWidget, useCaptchaSolved } from './CaptchaWidget';

export interface CaptchaModalProps {
  open: boolean;
  /** Problem message to show above the widget (e.g. the CaptchaRejected text). */
  message?: string | null;
  onClose: () => void;
  /** Called after the solve is stored; the caller re-runs its lookup. */
  onSolved: () => void;
}

export const CAPTCHA_QUESTION = 'Potwierdź, że nie jesteś robotem';

/**
 * What the captcha asks: the lookup's message, the widget, and for a visitor whose session already holds a solve (a
 * card they reached from another site, which asks before it spends a lookup) a button to confirm instead of solving
 * again (drawn without Chakra's system, for the card drawn without it). The state is asked of the gateway: a lookup's CaptchaRequired marked the cached state unsolved, though a card
 * from another site asks while the session still holds a solve.
 */
export function CaptchaQuestion({ message, onSolved }: Pick<CaptchaModalProps, 'message' | 'onSolved'>) {
  const solved = useCaptchaSolved(false, 'network-only');
  return (
    <>
      {message && <p css={{ marginBottom: token('spacing.3') }}>{message}</p>}
      <CaptchaWidget onSolved={onSolved} />
      {solved && (
        <button type="button" css={{ ...button({ palette: 'blue' }), marginTop: token('spacing.3') }} onClick={onSolved}>
          Kontynuuj
        </button>
      )}
    </>
  );
}

/** The captcha before a lookup, as a dialog over the page that asked (the catalogue's search). */
export function CaptchaModal({ open, message, onClose, onSolved }: CaptchaModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={CAPTCHA_QUESTION}>
      {open && <CaptchaQuestion message={message} onSolved={onSolved} />}
    </Modal>
  );
}
