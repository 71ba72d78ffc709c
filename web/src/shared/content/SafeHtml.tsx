/** @jsxImportSource @emotion/react */
import type { CSSObject } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { token } from '../../components/ui/tokens';
import type { sanitizeHtml } from './sanitize';

/**
 * The sanitiser (DOMPurify, a twentieth of the home page's script) loads when saved content first arrives, not with
 * the page: content comes from the network anyway, and a page without any needs none of it.
 */
type Sanitize = typeof sanitizeHtml;
let loading: Promise<Sanitize> | undefined;
let loaded: Sanitize | undefined;

/** The sanitiser, or undefined for the moment it takes to load the first time. */
function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    loading ??= import('./sanitize').then((module) => (loaded = module.sanitizeHtml));
    void loading.then((ready) => current && setSanitize(() => ready));
    return () => {
      current = false;
    };
  }, [sanitize]);
  return sanitize;
}

/** Typography of saved page content (headings, lists, links, images) in the app's style (Chakra's tokens). */
const prose: CSSObject = {
  '& h1, & h2, & h3, & h4': { fontWeight: token('fontWeights.bold'), lineHeight: '1.3', marginTop: token('spacing.4'), marginBottom: token('spacing.2') },
  '& h1': { fontSize: token('fontSizes.2xl') },
  '& h2': { fontSize: token('fontSizes.xl') },
  '& h3': { fontSize: token('fontSizes.lg') },
  '& p': { lineHeight: '1.7', marginBottom: token('spacing.3') },
  '& ul, & ol': { paddingInlineStart: token('spacing.6'), marginBottom: token('spacing.3') },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: token('colors.blue.700'), textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', marginBlock: token('spacing.3') },
  '& blockquote': { borderInlineStartWidth: '4px', paddingInlineStart: token('spacing.4'), color: token('colors.fg.muted') },
};

/**
 * The one way saved HTML reaches a page: sanitised first, in the app's typography. Drawn without Chakra's system (the
 * home page shows it); a Chakra page styles its frame through `className` (e.g. `<Box asChild …>`).
 */
export function SafeHtml({ html, as: Element = 'div', ...rest }: { html: string; as?: 'div' | 'section'; className?: string; 'aria-label'?: string }) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  return clean === undefined ? null : <Element css={prose} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
