import { createHmac, timingSafeEqual } from 'node:crypto';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A bare host such as `www.firma.pl` or `firma.pl/o-nas`, as people type web pages into forms. */
const BARE_HOST = /^[\w-]+(\.[\w-]+)+([/?#]|$)/;

/**
 * An address from upstream that may become a link on the page: http(s) only, so `javascript:`, `data:` and the
 * like never reach an `href`. A bare host gets `https://`. Anything else is null (the page shows no link).
 */
export function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = SCHEME.test(text) ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? candidate : null;
  } catch {
    return null;
  }
}

/** Length of a media link's signature (base64url of HMAC-SHA-256, 132 bits). */
const SIGNATURE_LENGTH = 22;

/**
 * Product pictures are absolute URLs of the upstream. The page gets `/media/{signature}{path}` on the gateway
 * instead, so the upstream's host is not exposed, and the gateway fetches only what it handed out: the path must
 * carry the signature the gateway made for it (no open proxy onto the upstream). Pictures on another origin are
 * dropped.
 */
export class MediaLinks {
  private readonly key: Buffer;

  constructor(
    /** Where pictures live (`MEDIA_ORIGIN`, by default the REST API's origin). */
    readonly origin: string,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('gateway media links').digest();
  }

  /** The gateway's address of an upstream picture, or null when the gateway does not serve it. */
  link(url: string): string | null {
    const safe = httpUrl(url);
    if (!safe) return null;
    const parsed = new URL(safe);
    if (parsed.origin !== this.origin) return null;
    const target = `${parsed.pathname}${parsed.search}`;
    return `/media/${this.sign(target)}${target}`;
  }

  /** The upstream URL behind a gateway media path (`/media/{signature}{path}`), or null when it was not handed out. */
  resolve(mediaPath: string): string | null {
    const match = /^\/media\/([\w-]+)(\/[^#]*)$/.exec(mediaPath);
    if (!match) return null;
    const [, signature, target] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.sign(target));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? `${this.origin}${target}` : null;
  }

  private sign(target: string): string {
    return createHmac('sha256', this.key).update(target).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }
}
