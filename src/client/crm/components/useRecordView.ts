import { useSearchParams } from 'react-router-dom';
import { crmBasePath } from '../../../shared/routes.ts';

/** Which view of a record tab shows: the list, one record, or the form. */
export type RecordView =
  { mode: 'list' } | { mode: 'new' } | { mode: 'detail'; id: string } | { mode: 'edit'; id: string };

/**
 * A record tab's view kept in the URL's query, so reload and the browser's back button work:
 * `?q=...&page=2` for the list, `?id=...` for a record, `?id=...&view=edit` and `?view=new` for
 * the form. Opening a record keeps the list's search, so going back returns to the same list.
 */
export function useRecordView() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const mode = params.get('view');
  const view: RecordView =
    mode === 'new'
      ? { mode: 'new' }
      : id
        ? mode === 'edit'
          ? { mode: 'edit', id }
          : { mode: 'detail', id }
        : { mode: 'list' };

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
    view,
    /** Changes whenever another view or record shows: 'list', 'new', 'detail:<id>', 'edit:<id>'. */
    viewKey: 'id' in view ? `${view.mode}:${view.id}` : view.mode,
    search: params.get('q') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    /** A list filter's value, e.g. `filter('account')`. */
    filter: (name: string) => params.get(name),
    showList: () =>
      change((next) => {
        next.delete('id');
        next.delete('view');
      }),
    showDetail: (recordId: string) =>
      change((next) => {
        next.set('id', recordId);
        next.delete('view');
      }),
    showEdit: (recordId: string) =>
      change((next) => {
        next.set('id', recordId);
        next.set('view', 'edit');
      }),
    showNew: () =>
      change((next) => {
        next.delete('id');
        next.set('view', 'new');
      }),
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
    setFilter: (name: string, value: string | null) =>
      change((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
  };
}

/** The URL of a record's detail view in a tab, e.g. `recordUrl('accounts', id)`, for links between tabs. */
export function recordUrl(tabPath: string, id: string): string {
  return `${crmBasePath}/${tabPath}?id=${encodeURIComponent(id)}`;
}
