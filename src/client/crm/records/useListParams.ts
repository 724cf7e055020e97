import { useSearchParams } from 'react-router-dom';

/** A list's search (`q`), page and filters, kept in the URL's search params so reload and back work. */
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

  return {
    params,
    search: params.get('q') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    /** Typing in the search box replaces the history entry instead of adding one per word. */
    setSearch: (search: string) =>
      change((next) => {
        if (search) next.set('q', search);
        else next.delete('q');
        next.delete('page');
      }, true),
    setPage: (page: number) =>
      change((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    /** A filter's value, e.g. `setParam('account', 'none')`; back to the first page. */
    setParam: (name: string, value: string | null) =>
      change((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
  };
}
