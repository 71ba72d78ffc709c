import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
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
 * analytics host (`ANALYTICS_SCRIPT_URL`) the page may load scripts from, send to and show pixels of, and no host
 * besides it (none when it is not configured). The tag manager (`TAG_MANAGER_SCRIPT_URL`) is allowed only on the pages
 * of a visitor who consented, by its script's exact address and a nonce fresh for each page (`tagManagerPages`).
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

/** What a consented visitor's page allows besides the rest: the tag manager's script by address and nonce. */
interface TagManagerAllowance {
  nonce: string;
  scriptUrl: string;
  origin: string;
}

function helmetFor(config: Config, tagManager: TagManagerAllowance | null = null) {
  const recaptcha = config.captcha.provider === 'recaptcha' ? RECAPTCHA : [];
  const reporting = config.reportingOrigin ? [config.reportingOrigin] : [];
  const analytics = [...new Set(config.analytics.filter(({ kind }) => kind === 'ANALYTICS').map(({ url }) => new URL(url).origin))];
  const tagScript = tagManager ? [`'nonce-${tagManager.nonce}'`, tagManager.scriptUrl] : [];
  const tagHost = tagManager ? [tagManager.origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...recaptcha, ...analytics, ...tagScript],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: is a page-content picture not yet saved, shown by the editor (only this origin's script makes one).
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics, ...tagHost],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha, ...reporting, ...analytics, ...tagHost],
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

/** The consent the web app records for the server (`CookieConsent`): every cookie, analytics included. */
const CONSENTED = /(?:^|;\s*)cookieConsent=true(?:;|$)/;

/** The nonce's place in a consented page's policy, filled in per page. */
const NONCE_SLOT = 'NONCE-SLOT';

/**
 * The tag manager on a consented visitor's pages (issue 36): `forPage` gives such a page a fresh nonce in its policy
 * (which allows the script's exact address, without its query, with that nonce) and returns it for the page's
 * `<meta name="csp-nonce">`, where the web app reads it for the script it adds. Null without a tag manager; a page of
 * a visitor who has not consented gets null and the policy that allows no tag manager at all.
 */
export function tagManagerPages(config: Config): { forPage(req: Request, res: Response): string | null } | null {
  const tagManager = config.analytics.find(({ kind }) => kind === 'TAG_MANAGER');
  if (!tagManager) return null;
  const url = new URL(tagManager.url);
  const headers = new Map<string, string>();
  const recorder = { setHeader: (name: string, value: string) => headers.set(name, value), removeHeader: () => undefined };
  helmetFor(config, { nonce: NONCE_SLOT, scriptUrl: `${url.origin}${url.pathname}`, origin: url.origin })({} as never, recorder as never, () => undefined);
  const policy = headers.get('Content-Security-Policy')!;
  return {
    forPage(req, res) {
      if (!CONSENTED.test(req.headers.cookie ?? '')) return null;
      const nonce = randomBytes(16).toString('base64');
      res.setHeader('Content-Security-Policy', policy.replace(NONCE_SLOT, nonce));
      return nonce;
    },
  };
}

/**
 * For product pictures served from the gateway's origin: an SVG opened on its own must not run script there, so
 * its answer is sandboxed and may load nothing.
 */
export const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
