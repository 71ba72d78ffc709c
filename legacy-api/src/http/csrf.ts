import type { RequestHandler } from 'express';
import { detail } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Django's CSRF check as the provider enables it: a state-changing call made with a Bearer token must send the
 * `X-CSRFToken` header equal to its `csrftoken` cookie. Anonymous calls (login, registration) are exempt.
 */
export const csrfCheck: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method) || !req.get('authorization')) return next();
  const header = req.get('x-csrftoken');
  if (!header) return next(detail(403, 'CSRF Failed: CSRF token missing.'));
  if (header !== cookie(req.get('cookie'), 'csrftoken')) return next(detail(403, 'CSRF Failed: CSRF token incorrect.'));
  next();
};
