import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

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

/**
 * Renders rich text saved in the page editors, sanitised first (see `sanitizeHtml`): the one way saved HTML
 * reaches a page.
 */
export function SafeHtml({ html, ...rest }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={prose} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
