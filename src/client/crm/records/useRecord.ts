import { useQuery } from '@tanstack/react-query';
import type { RecordPath } from './recordUrl.ts';
import { useLoadFailureToast } from './useLoadFailureToast.ts';
import { useRecordApi } from './useRecordApi.ts';

/** One record, for its detail or its form; a failed load also toasts `failedToLoad`. */
export function useRecord<Detail>(path: RecordPath, id: string, failedToLoad: string) {
  const record = useQuery(useRecordApi<unknown, Detail>(path).byId.queryOptions({ id }));
  useLoadFailureToast(record.error, failedToLoad);
  return record;
}
