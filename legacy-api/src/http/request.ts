import type { Request } from 'express';

/** The client address the API counts anonymous lookups by: first X-Forwarded-For entry, else the socket peer. */
export function clientIp(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (first) return first;
  const address = req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Absolute base for URLs handed out (pictures): config, else the request's own host. */
export function publicBase(req: Request, configured: string | undefined): string {
  return configured ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
