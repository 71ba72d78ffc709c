import { useEffect, useRef } from 'react';

/** Loads the ALTCHA web component and its Polish strings on demand (kept out of the main chunk). */
let loading: Promise<unknown> | undefined;
export function loadAltcha(): Promise<unknown> {
  loading ??= import('altcha').then(() => import('altcha/i18n/pl'));
  return loading;
}

interface Props {
  challengeUrl: string;
  /** Called with the widget's payload (the `verified` event's `detail.payload`). */
  onVerified: (payload: string) => void;
}

/**
 * The ALTCHA widget, started at once: it is drawn when the person has asked to be verified (CaptchaWidget's box), so
 * it solves as soon as its code is in, and takes the keyboard focus the box had.
 */
export function AltchaWidget({ challengeUrl, onVerified }: Props) {
  const ref = useRef<HTMLElement>(null);
  const callback = useRef(onVerified);
  useEffect(() => {
    callback.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    let current = true;
    void loadAltcha().then(() =>
      requestAnimationFrame(() => {
        const box = ref.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
        if (current && box && (document.activeElement === document.body || document.activeElement === null)) box.focus();
      }),
    );
    return () => {
      current = false;
    };
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

  return <altcha-widget ref={ref} challenge={challengeUrl} language="pl" auto="onload" data-testid="altcha-widget" />;
}
