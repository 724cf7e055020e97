import { useLocation, useNavigate } from 'react-router-dom';
import { recordUrl, type RecordPath } from './recordUrl.ts';

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
    create: () => go(recordUrl(path, 'new')),
    duplicates: () => void navigate(recordUrl(path, 'duplicates')),
    merge: (keep: string, other: string) =>
      void navigate({
        pathname: recordUrl(path, 'merge'),
        search: new URLSearchParams({ keep, other }).toString(),
      }),
  };
}
