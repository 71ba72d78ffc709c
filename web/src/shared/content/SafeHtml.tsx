import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';

/** Only the page editors' formatting: headings, paragraphs, emphasis, lists, links and images. */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'span'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
/** Links and images may point to http(s), mail, phone, or this site (relative, not protocol-relative). */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let hooked = false;

/**
 * HTML from the CMS, as editors saved it, made safe to render whoever saved it (an editor, the API directly, an
 * attacker with a stolen session): no scripts, styles, frames, forms or event-handler attributes, and no
 * `javascript:`/`data:` addresses.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // DOMPurify lets images keep data: addresses whatever the URI rule says; saved content may not.
      if (node.tagName === 'IMG' && !ALLOWED_URI_REGEXP.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      // Links to other sites open in a new tab that gets no handle on this one.
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}

/** Typography of saved page content (headings, lists, links, images) in the app's style. */
const prose: BoxProps['css'] = {
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', mt: '4', mb: '2' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& p': { lineHeight: '1.7', mb: '3' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'blue.700', textDecoration: 'underline' },
  '& img': { maxW: 'full', height: 'auto', my: '3' },
  '& blockquote': { borderStartWidth: '4px', ps: '4', color: 'fg.muted' },
};

/** The one way saved HTML reaches a page: sanitised first, in the app's typography. */
export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={prose} {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
