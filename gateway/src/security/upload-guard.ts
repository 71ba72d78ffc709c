import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { decodeJwt } from 'jose';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';

/**
 * Who is uploading: the API's user (the `user_id` of the session's or integrator's token, so two browsers of one
 * person count together), else the session, else the address (an anonymous registration attachment).
 */
export function uploaderOf(req: Request): string {
  const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? req.session?.auth?.access;
  if (token) {
    let user: unknown;
    try {
      user = decodeJwt(token).user_id;
    } catch {
      user = undefined;
    }
    return typeof user === 'string' || typeof user === 'number' ? `user:${user}` : `token:${createHash('sha256').update(token).digest('base64url')}`;
  }
  return req.session?.auth ? `session:${req.sessionID}` : `address:${req.ip}`;
}

/**
 * The uploads this instance streams to the API: at most UPLOADS_PER_USER at a time per uploader, each one's body held
 * to a pace (UPLOAD_IDLE_TIMEOUT_MS, UPLOAD_MIN_BYTES_PER_SECOND; see `IncomingUpload`). One person trickling many
 * uploads cannot hold the API's connections open.
 */
export class UploadGuard {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly settings: Config['uploads']) {}

  /** A slot for one more upload, or null when the uploader has the most in flight already. Release it once done. */
  take(uploader: string): (() => void) | null {
    const count = this.inFlight.get(uploader) ?? 0;
    if (count >= this.settings.perUser) {
      metrics.rateLimitRefusals.inc({ budget: 'uploads' });
      return null;
    }
    this.inFlight.set(uploader, count + 1);
    metrics.uploadsInFlight.inc();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      metrics.uploadsInFlight.dec();
      const left = (this.inFlight.get(uploader) ?? 1) - 1;
      if (left > 0) this.inFlight.set(uploader, left);
      else this.inFlight.delete(uploader);
    };
  }
}
