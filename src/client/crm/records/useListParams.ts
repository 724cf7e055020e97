import { useSearchParams } from 'react-router-dom';

/**
 * A list's search (`q`), sort, page and filters, kept in the URL's search params so reload and
 * back return to the same place. A page is a cursor, `after` or `before` a record's id (keyset
 * paging), with `from`, the position of its first row, for 'Showing 25–48'.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  function change(edit: (next: URLSearchParams) => void, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace },
    );
  }

  /** Back to the first page, as any change of search, sort or filter does. */
  function firstPage(next: URLSearchParams) {
    for (const name of ['after', 'before', 'from']) next.delete(name);
  }

  return {
    params,
    search: params.get('q') ?? '',
    sort: params.get('sort'),
    after: params.get('after'),
    before: params.get('before'),
    /** The position of the page's first row, from 1. */
    from: Math.max(1, Math.floor(Number(params.get('from'))) || 1),
    /** Typing in the search box replaces the history entry instead of adding one per word. */
    setSearch: (search: string) =>
      change((next) => {
        if (search) next.set('q', search);
        else next.delete('q');
        firstPage(next);
      }, true),
    setSort: (sort: string | null) =>
      change((next) => {
        if (sort) next.set('sort', sort);
        else next.delete('sort');
        firstPage(next);
      }),
    /** The page after (or before) a record, whose first row is the `from`th. */
    setPage: (cursor: { after: string } | { before: string }, from: number) =>
      change((next) => {
        firstPage(next);
        if ('after' in cursor) next.set('after', cursor.after);
        else next.set('before', cursor.before);
        next.set('from', String(from));
      }),
    /** A filter's value, e.g. `setParam('account', 'none')`; back to the first page. */
    setParam: (name: string, value: string | null) =>
      change((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        firstPage(next);
      }),
  };
}
