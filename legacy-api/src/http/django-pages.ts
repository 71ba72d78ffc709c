/**
 * Django's default error pages (django.views.defaults, DEBUG off): what the provider answers when a view raises
 * Http404 or fails outside DRF's exception handler. The text is Django's template, leading newline included.
 */
const djangoErrorPage = (title: string, details: string) =>
  `\n<!doctype html>\n<html lang="en">\n<head>\n  <title>${title}</title>\n</head>\n<body>\n  <h1>${title}</h1><p>${details}</p>\n</body>\n</html>\n`;

export const DJANGO_NOT_FOUND_PAGE = djangoErrorPage('Not Found', 'The requested resource was not found on this server.');
export const DJANGO_SERVER_ERROR_PAGE = djangoErrorPage('Server Error (500)', '');
