import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
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
  const sanitize = useSanitizer();
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  return clean === undefined ? null : <Box css={prose} {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
