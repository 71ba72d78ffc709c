import { Box, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers (1-based) around the current one, the first and the last, with ellipses for the gaps. */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const items: PageItem[] = [];
  const from = Math.max(2, current - siblings);
  const to = Math.min(pageCount - 1, current + siblings);
  items.push(1);
  if (from > 2) items.push(from === 3 ? 2 : 'ellipsis-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pageCount - 1) items.push(to === pageCount - 2 ? pageCount - 1 : 'ellipsis-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

interface Props {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The address of a page (1-based). */
  hrefOf: (page: number) => string;
  /** The links' navigation state (e.g. one that keeps the list in view instead of scrolling to the top). */
  linkState?: unknown;
}

function Step({ to, label, text, disabled, state }: { to: string; label: string; text: string; disabled: boolean; state: unknown }) {
  if (disabled) {
    return (
      <Button size="sm" variant="outline" disabled aria-label={label}>
        {text}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to} state={state} aria-label={label}>
        {text}
      </RouterLink>
    </Button>
  );
}

/** First, previous, numbered pages with ellipses, next, last; the current page has aria-current. */
export function Pagination({ page, pageCount, hrefOf, linkState }: Props) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <Box as="nav" aria-label="Strony wyników">
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap">
        <li>
          <Step to={hrefOf(1)} label="Pierwsza strona" text="«" disabled={first} state={linkState} />
        </li>
        <li>
          <Step to={hrefOf(page - 1)} label="Poprzednia strona" text="‹" disabled={first} state={linkState} />
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button asChild size="sm" variant={item === page ? 'solid' : 'ghost'} colorPalette="blue">
                <RouterLink
                  to={hrefOf(item)}
                  state={linkState}
                  aria-label={`Strona ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                >
                  {item}
                </RouterLink>
              </Button>
            </li>
          ) : (
            <li key={item}>
              <Box px="2">…</Box>
            </li>
          ),
        )}
        <li>
          <Step to={hrefOf(page + 1)} label="Następna strona" text="›" disabled={last} state={linkState} />
        </li>
        <li>
          <Step to={hrefOf(pageCount)} label="Ostatnia strona" text="»" disabled={last} state={linkState} />
        </li>
      </HStack>
    </Box>
  );
}
