import { useLocation, useNavigate } from 'react-router-dom';
import { recordUrl, type RecordPath } from './recordUrl.ts';

/** Whether the form was opened from the record's detail page (router state survives a reload). */
export function openedFromDetail(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'returnTo' in state && state.returnTo === 'detail';
}

/**
 * Moves between a record type's list, detail and form. The list's search params (q, page,
 * filters) travel along, so going back to the list shows the same page of the same search.
 */
export function useRecordNavigation(path: RecordPath) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const go = (pathname: string) => void navigate({ pathname, search });
  return {
    search,
    list: () => go(recordUrl(path)),
    detail: (id: string) => go(recordUrl(path, id)),
    edit: (id: string) => go(recordUrl(path, id, 'edit')),
    /** The form, from the record's detail page: saving or cancelling comes back to the record. */
    editFromDetail: (id: string) =>
      void navigate({ pathname: recordUrl(path, id, 'edit'), search }, { state: { returnTo: 'detail' } }),
    create: () => go(recordUrl(path, 'new')),
    duplicates: () => void navigate(recordUrl(path, 'duplicates')),
    merge: (keep: string, other: string) =>
      void navigate({
        pathname: recordUrl(path, 'merge'),
        search: new URLSearchParams({ keep, other }).toString(),
      }),
  };
}
