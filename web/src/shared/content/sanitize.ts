import DOMPurify from 'dompurify';

/** Only the page editors' formatting: headings, paragraphs, emphasis, lists, links and images. */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'span'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
/**
 * Links and images may point to http(s), mail, phone, or this site (relative, not protocol-relative); images also to a
 * picture of this page not yet saved (`blob:`, which only this origin's script can make: the editor's preview).
 */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|blob:|\/(?!\/)|#)/i;

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
      if (node.tagName === 'A' && /^blob:/i.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
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
