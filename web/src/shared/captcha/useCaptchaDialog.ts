import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { markCaptchaUnsolved } from './cache';
import type { CaptchaModalProps } from './CaptchaModal';

/** Any answer of a lookup or search: a result type or a problem member. */
interface Answer {
  __typename: string;
  message?: string;
}

export function isCaptchaProblem(answer: Answer | null | undefined): boolean {
  return answer?.__typename === 'CaptchaRequired' || answer?.__typename === 'CaptchaRejected';
}

/**
 * A lookup's captcha problems: CaptchaRequired and CaptchaRejected mark the captcha unsolved and open the captcha
 * dialog, whose solve runs `retry`.
 */
export function useCaptchaDialog(answer: Answer | null | undefined, retry: () => void): CaptchaModalProps {
  const client = useApolloClient();
  // The answer whose dialog the person closed: a new answer opens it again.
  const [dismissed, setDismissed] = useState<Answer | null>(null);

  const captchaProblem = isCaptchaProblem(answer);
  useEffect(() => {
    if (captchaProblem) markCaptchaUnsolved(client.cache);
  }, [captchaProblem, client]);

  return {
    open: captchaProblem && dismissed !== answer,
    message: captchaProblem ? (answer?.message ?? null) : null,
    onClose: () => setDismissed(answer ?? null),
    onSolved: () => {
      setDismissed(null);
      retry();
    },
  };
}
