import { useMutation } from '@tanstack/react-query';
import { deleteWithUndo } from './deleteWithUndo.ts';
import type { RecordTexts } from './recordTexts.ts';
import type { RecordPath } from './recordUrl.ts';
import { useRecordApi } from './useRecordApi.ts';

/** Deletes a record at once (no confirmation, as the spec has it); the toast offers Undo. */
export function useDeleteRecord(path: RecordPath, texts: RecordTexts): (id: string) => Promise<void> {
  const api = useRecordApi<unknown, unknown>(path);
  const remove = useMutation(api.delete.mutationOptions());
  const restore = useMutation(api.restore.mutationOptions());
  return (id) =>
    deleteWithUndo({
      remove: () => remove.mutateAsync({ id }),
      restore: () => restore.mutateAsync({ id }),
      texts,
    });
}
