/** @jsxImportSource @emotion/react */
import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { messages } from 'schema/validation';
import { CaptchaStateDocument, SubmitCaptchaDocument } from './Captcha.generated';
import { Checkbox } from '../../components/ui/Checkbox';
import { token } from '../../components/ui/tokens';
import { AltchaWidget, loadAltcha } from './AltchaWidget';
import { markCaptchaUnsolved } from './cache';
import { useViewer } from '../viewer/useViewer';
import { RecaptchaWidget } from './RecaptchaWidget';

/** Fade-out after a solve (spec: 1 s). */
export const CAPTCHA_FADE_MS = 1000;

interface Props {
  /** Called once the gateway has stored the solved token. */
  onSolved?: () => void;
}

/**
 * The captcha of anonymous lookups. Reads `captcha` for the provider; once solved shows only 'Captcha
 * rozwiązana'. When the state becomes unsolved again (e.g. after CaptchaRejected) the widget returns.
 */
export function CaptchaWidget({ onSolved }: Props) {
  // The viewer's question brings the captcha's state with it (AppViewer): asked once the viewer is known, a page that
  // arrives asks one question, not two.
  const { loading: viewerLoading } = useViewer();
  const { data } = useQuery(CaptchaStateDocument, { skip: viewerLoading });
  const [submit, { error }] = useMutation(SubmitCaptchaDocument);
  // True from the widget's `verified` event until the fade-out has run.
  const [justVerified, setJustVerified] = useState(false);
  // The gateway's word on a refused solve; a new widget (new key) asks for a fresh one.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // ALTCHA's code and its proof of work wait until the person asks to be verified: its box is a plain checkbox until
  // then, live as soon as it is drawn (a tick before the page is live is given back to it: app/beforeLive.ts).
  const [started, setStarted] = useState(false);
  const captcha = data?.captcha;
  const solved = !!captcha?.solved;

  const verified = useCallback(
    (token: string) => {
      setJustVerified(true);
      setRefusal(null);
      submit({ variables: { token } })
        .then(({ data: answer }) => {
          const result = answer?.submitCaptcha;
          if (result?.__typename === 'CaptchaState' && result.solved) {
            onSolved?.();
            return;
          }
          setJustVerified(false);
          if (result && result.__typename !== 'CaptchaState') {
            setRefusal(result.message);
            setAttempt((n) => n + 1);
            setStarted(false);
          }
        })
        .catch(() => setJustVerified(false));
    },
    [submit, onSolved],
  );

  // The session keeps the token for a day; when it expires the widget returns (spec: "when the cookie disappears").
  const client = useApolloClient();
  const expiresAt = captcha?.expiresAt ? Date.parse(captcha.expiresAt) : null;
  useEffect(() => {
    if (!solved || expiresAt === null) return;
    const timer = setTimeout(() => markCaptchaUnsolved(client.cache), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [solved, expiresAt, client]);

  useEffect(() => {
    if (!solved || !justVerified) return;
    // Faded out; should the solve expire, the person asks again (the box, not a widget solving by itself).
    const timer = setTimeout(() => {
      setJustVerified(false);
      setStarted(false);
    }, CAPTCHA_FADE_MS);
    return () => clearTimeout(timer);
  }, [solved, justVerified]);

  // Until the gateway says which captcha it asks for (a drawn page, before its first answer), the box is ALTCHA's, the
  // default: the page shows it in its place from the start instead of pushing what is below it down as it appears,
  // and a tick meanwhile starts it once the answer is in. reCAPTCHA's own widget then takes its place.
  const widget =
    !captcha || (captcha.provider === 'ALTCHA' && captcha.challengeUrl) ? (
      started && captcha?.challengeUrl ? (
        <AltchaWidget challengeUrl={captcha.challengeUrl} onVerified={verified} />
      ) : (
        <AskToVerify onStart={() => setStarted(true)} />
      )
    ) : captcha.provider === 'RECAPTCHA' && captcha.siteKey ? (
      <RecaptchaWidget siteKey={captcha.siteKey} onVerified={verified} />
    ) : null;

  const showWidget = !solved || justVerified;
  return (
    <div>
      {showWidget && (
        <div
          key={attempt}
          data-captcha={solved ? 'fading' : 'pending'}
          css={
            solved
              ? {
                  animation: `captchaFade ${CAPTCHA_FADE_MS}ms ease-in forwards`,
                  '@keyframes captchaFade': { from: { opacity: 1 }, to: { opacity: 0 } },
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }
              : undefined
          }
        >
          {widget}
        </div>
      )}
      {solved && !justVerified && (
        <p role="status" css={{ color: token('colors.green.700'), fontWeight: token('fontWeights.medium') }}>
          Captcha rozwiązana
        </p>
      )}
      {refusal && (
        <p role="alert" css={alertText}>
          {refusal}
        </p>
      )}
      {error && (
        <p role="alert" css={alertText}>
          {messages.generic}
        </p>
      )}
    </div>
  );
}

const alertText = { color: token('colors.red.600'), fontSize: token('fontSizes.sm') };

/**
 * ALTCHA's box before its code is in: ticking it loads the widget, which then verifies at once. Drawn without Chakra's
 * system, so that a page drawn without it (a product card from a shared link) asks with it too.
 */
function AskToVerify({ onStart }: { onStart: () => void }) {
  // Its code is fetched as the person reaches for the box, so the widget is ready sooner after the tick.
  const prefetch = () => void loadAltcha();
  return (
    <div
      css={{
        display: 'inline-flex',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: token('colors.gray.300'),
        borderRadius: token('radii.md'),
        padding: token('spacing.3'),
        minWidth: token('sizes.64'),
      }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      <Checkbox checked={false} onCheckedChange={(checked) => checked && onStart()}>
        Nie jestem robotem
      </Checkbox>
    </div>
  );
}

/** Whether the session's captcha is solved (false while unknown). */
export function useCaptchaSolved(skip = false, fetchPolicy: 'cache-first' | 'network-only' = 'cache-first'): boolean {
  const { data } = useQuery(CaptchaStateDocument, { skip, fetchPolicy });
  return !!data?.captcha.solved;
}
