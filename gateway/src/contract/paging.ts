/** Where a numbered list goes on: whether another page follows this one and its number (null on the last). */
export interface NextPage {
  hasNextPage: boolean;
  nextPage: number | null;
}

/** The next page of a list numbered from `first` (0 or 1), `pageSize` rows a page, `totalCount` rows in all. */
export function nextPageOf(page: number, pageSize: number, totalCount: number, first: 0 | 1): NextPage {
  const shown = (page - first + 1) * pageSize;
  return shown < totalCount ? { hasNextPage: true, nextPage: page + 1 } : { hasNextPage: false, nextPage: null };
}

/** The next page of a list that says how many pages it has, numbered from 1. */
export function nextOfPages(page: number, pageCount: number): NextPage {
  return page < pageCount ? { hasNextPage: true, nextPage: page + 1 } : { hasNextPage: false, nextPage: null };
}
