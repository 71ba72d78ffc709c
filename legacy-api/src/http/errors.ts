import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Config } from '../config.js';
import { DJANGO_NOT_FOUND_PAGE, DJANGO_SERVER_ERROR_PAGE } from './django-pages.js';

/** An expected failure with the exact body the provider's API answers (Django REST Framework style). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * Django's Http404 raised by a view (an unknown route, a product not found): the JSON `body` with ERROR_PAGES=json,
 * Django's HTML 404 page with ERROR_PAGES=html.
 */
export class NotFoundPage extends ApiError {
  constructor(body: unknown) {
    super(404, body);
    this.name = 'NotFoundPage';
  }
}

export const detail = (status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  new ApiError(status, { detail: message, ...extra }, headers);

/** DRF's field errors: `{"field": ["message"]}`. */
export const fieldErrors = (errors: Record<string, string[]>) => new ApiError(400, errors);

export const MESSAGES = {
  required: 'To pole jest wymagane.',
  blank: 'To pole nie może być puste.',
  notString: 'Niepoprawny ciąg znaków.',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  denied: 'Nie masz uprawnień do tej czynności',
} as const;

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFoundPage({ detail: MESSAGES.notFound }));

export const methodNotAllowed: RequestHandler = (req, _res, next) => next(detail(405, `Method "${req.method}" not allowed.`));

const sendHtml = (res: Response, status: number, page: string) => void res.status(status).type('html').send(page);

/** Answers every error: DRF bodies, and with ERROR_PAGES=html Django's own pages for 404s of views and for 500s. */
export function errorHandler(log: (message: string, err: unknown) => void, errorPages: Config['errorPages']): ErrorRequestHandler {
  const html = errorPages === 'html';
  return (err, _req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (html && err instanceof NotFoundPage) return sendHtml(res, 404, DJANGO_NOT_FOUND_PAGE);
    if (html && err instanceof ApiError && err.status >= 500) return sendHtml(res, err.status, DJANGO_SERVER_ERROR_PAGE);
    if (err instanceof ApiError) {
      res.status(err.status).set(err.headers).json(err.body);
      return;
    }
    const type = (err as { type?: string } | null)?.type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'JSON parse error' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ detail: 'Request entity too large' });
      return;
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      res.status(415).json({ detail: 'Unsupported media type' });
      return;
    }
    log('unexpected error', err);
    if (html) return sendHtml(res, 500, DJANGO_SERVER_ERROR_PAGE);
    res.status(500).json({ detail: MESSAGES.serverError });
  };
}
