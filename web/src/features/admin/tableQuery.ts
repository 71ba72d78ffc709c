import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Sorting, paging (and the search text) of an administration table, kept in the address query as the REST API
 * names them (`?ordering=-registration_date&page=2&search=…`), so a reload or a shared link shows the same page.
 * `columns` maps each sortable GraphQL field to its name in the address.
 */
export function useTableQuery<F extends string>(columns: Record<F, string>, defaultField: NoInfer<F>) {
  const [params, setParams] = useSearchParams();
  const ordering = params.get('ordering') ?? '';
  const descending = ordering.startsWith('-');
  const named = (Object.keys(columns) as F[]).find((field) => columns[field] === ordering.replace(/^-/, ''));
  const sort = named ?? defaultField;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );

  return {
    sort,
    descending: named ? descending : false,
    page,
    search,
    /** The same column again turns the order round; another column sorts ascending. Back to page 1 either way. */
    sortBy: (field: F) => update({ ordering: `${field === sort && !descending ? '-' : ''}${columns[field]}`, page: null }),
    /** The address of another page of the table, for the pagination's links. */
    hrefOf: (target: number) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      return `?${next.toString()}`;
    },
    searchFor: (text: string) => update({ search: text.trim() || null, page: null }),
  };
}
