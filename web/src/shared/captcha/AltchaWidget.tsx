import { useEffect, useRef } from 'react';

/** Loads the ALTCHA web component and its Polish strings on demand (kept out of the main chunk). */
function loadAltcha(): Promise<unknown> {
  return import('altcha').then(() => import('altcha/i18n/pl'));
}

interface Props {
  challengeUrl: string;
  /** Called with the widget's payload (the `verified` event's `detail.payload`). */
  onVerified: (payload: string) => void;
}

export function AltchaWidget({ challengeUrl, onVerified }: Props) {
  const ref = useRef<HTMLElement>(null);
  const callback = useRef(onVerified);
  useEffect(() => {
    callback.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    void loadAltcha();
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handler = (ev: Event) => {
      const payload = (ev as CustomEvent<{ payload?: string } | undefined>).detail?.payload;
      if (payload) callback.current(payload);
    };
    el.addEventListener('verified', handler);
    return () => el.removeEventListener('verified', handler);
  }, []);

  return <altcha-widget ref={ref} challenge={challengeUrl} language="pl" data-testid="altcha-widget" />;
}
