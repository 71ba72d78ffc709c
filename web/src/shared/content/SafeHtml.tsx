import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML from the CMS, as editors saved it, made safe to render: no scripts, styles, frames, forms or event-handler
 * attributes, and links only to http(s), mailto, tel or the site itself (no `javascript:`).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}

export function SafeHtml({ html, ...box }: { html: string } & BoxProps) {
  return <Box className="cms-content" {...box} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
