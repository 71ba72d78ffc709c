import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** Google's hosts, allowed only when reCAPTCHA is the configured provider (its script, frame and calls). */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://recaptcha.net/recaptcha/'];

/**
 * Security headers on every answer, with helmet. The Content-Security-Policy allows the built app and the bundled
 * GraphiQL playground as they are: scripts only from the gateway itself (Vite emits no inline script), never
 * inline or eval. Two allowances, each for a reason:
 * - `style-src 'unsafe-inline'`: Chakra UI (Emotion) and the ALTCHA widget insert `<style>` elements at run time;
 *   a nonce would mean templating the static page per response, and a style cannot run script.
 * - `worker-src blob:`: the ALTCHA widget solves its proof of work in a web worker made from a blob.
 * - `script-src 'wasm-unsafe-eval'`: the barcode scanner compiles its reader, WebAssembly served from this site
 *   (decision 033); it allows compiling WebAssembly only, not JavaScript's `eval`.
 * The error reporter's host (`SENTRY_DSN`) is another address the page may send to (`connect-src`); the configured
 * analytics and tag-manager hosts (`ANALYTICS_SCRIPT_URL`, `TAG_MANAGER_SCRIPT_URL`) the page may load scripts from,
 * send to and show pixels of, and no host besides them (none when they are not configured).
 * Framing is refused (`frame-ancestors 'none'`, and X-Frame-Options for old browsers); HSTS only in production,
 * where the gateway is reached over HTTPS.
 *
 * The headers depend on the configuration only, so helmet runs once at start-up and every answer gets its result
 * (thirteen middlewares per request were a measurable share of a lookup's cost, issue 12).
 */
export function securityHeaders(config: Config): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = { setHeader: (name: string, value: string) => headers.set(name, value), removeHeader: () => undefined };
  helmetFor(config)({} as never, recorder as never, () => undefined);
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

function helmetFor(config: Config) {
  const recaptcha = config.captcha.provider === 'recaptcha' ? RECAPTCHA : [];
  const reporting = config.reportingOrigin ? [config.reportingOrigin] : [];
  const analytics = [...new Set(config.analytics.map(({ url }) => new URL(url).origin))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...recaptcha, ...analytics],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analytics],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha, ...reporting, ...analytics],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: recaptcha.length ? recaptcha : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

/**
 * For product pictures served from the gateway's origin: an SVG opened on its own must not run script there, so
 * its answer is sandboxed and may load nothing.
 */
export const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
