import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { SessionViewerDocument } from '../viewer/Viewer.generated';
import { markCaptchaUnsolved } from '../captcha/cache';
import type { CaptchaModalProps } from '../captcha/CaptchaModal';
import { useStatusMessage } from '../status/StatusMessage';

/** Any answer of a lookup or search: a result type or a problem member. */
interface Answer {
  __typename: string;
  message?: string;
}

export function isCaptchaProblem(answer: Answer | null | undefined): boolean {
  return answer?.__typename === 'CaptchaRequired' || answer?.__typename === 'CaptchaRejected';
}

/**
 * What a page does with the problems that belong to the session rather than to the page: CaptchaRequired and
 * CaptchaRejected mark the captcha unsolved and open the captcha dialog, whose solve runs `retry`; SessionExpired
 * forgets the viewer and goes to /login, where a status message says why.
 */
export function useSessionProblems(answer: Answer | null | undefined, retry: () => void): CaptchaModalProps {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  // The answer whose dialog the person closed: a new answer opens it again.
  const [dismissed, setDismissed] = useState<Answer | null>(null);

  const captchaProblem = isCaptchaProblem(answer);
  useEffect(() => {
    if (captchaProblem) markCaptchaUnsolved(client.cache);
  }, [captchaProblem, client]);

  const sessionExpired = answer?.__typename === 'SessionExpired' ? (answer.message ?? '') : null;
  useEffect(() => {
    if (sessionExpired === null) return;
    client.writeQuery({ query: SessionViewerDocument, data: { viewer: null } });
    show('error', sessionExpired, { path: '/login' });
    navigate('/login', { replace: true });
  }, [sessionExpired, client, navigate, show]);

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
