import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready: (cb: () => void) => void;
  render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; hl?: string }) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null;

/** Loads Google's script once, on demand. */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pl';
    script.async = true;
    script.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function RecaptchaWidget({ siteKey, onVerified }: { siteKey: string; onVerified: (token: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVerified);
  useEffect(() => {
    callback.current = onVerified;
  }, [onVerified]);
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((g) => {
        if (!cancelled && ref.current && !ref.current.hasChildNodes())
          g.render(ref.current, { sitekey: siteKey, hl: 'pl', callback: (t) => callback.current(t) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return <div ref={ref} />;
}
