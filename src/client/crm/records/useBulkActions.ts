import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkResult } from '../../../shared/schemas/bulk.ts';
import { notifications } from '@mantine/notifications';
import { notifyFailure, notifySuccess, notifyWithUndo } from '../components/notify.tsx';
import type { RecordPath } from './recordUrl.ts';
import { useRecordApi } from './useRecordApi.ts';

/** A bulk change the bar asks for; the chosen rows are added here. */
export type BulkChange =
  { action: 'assign'; ownerId: string | null } | { action: 'status'; status: string } | { action: 'delete' };

const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * The chosen rows of a table and what is done with them: one `bulk` call of the record kit per
 * action, a toast saying how many were changed, Undo after a delete, and each refused record
 * named with the server's reason. `names` names a row by its id (the page's rows). The choice
 * belongs to one page (`page`: its search, sort, filters and cursor): another page starts with
 * none chosen, so an action never reaches rows out of sight.
 */
export function useBulkActions(
  path: RecordPath,
  texts: { singular: string; plural: string },
  names: (id: string) => string,
  page: string,
) {
  const [choice, setChoice] = useState<{ page: string; ids: ReadonlySet<string> }>({ page, ids: new Set() });
  const selected: ReadonlySet<string> = choice.page === page ? choice.ids : new Set();
  const setSelected = (ids: ReadonlySet<string>) => setChoice({ page, ids });
  const bulk = useMutation(useRecordApi<unknown, unknown>(path).bulk.mutationOptions());
  const noun = (n: number) => count(n, texts.singular.toLowerCase(), texts.plural);

  function reportRefusals(result: BulkResult, verb: string) {
    if (result.refused.length === 0) return;
    notifications.show({
      color: 'red',
      title: `${noun(result.refused.length)} not ${verb}`,
      message: result.refused.map(({ id, reason }) => `${names(id)}: ${reason}`).join(' · '),
      autoClose: 12_000,
    });
  }

  async function run(change: BulkChange) {
    const ids = [...selected];
    const verb = change.action === 'delete' ? 'deleted' : 'updated';
    let result: BulkResult;
    try {
      result = await bulk.mutateAsync({ ...change, ids });
    } catch (error) {
      notifyFailure(`Failed to update ${texts.plural}`, error);
      return;
    }
    setSelected(new Set(result.refused.map(({ id }) => id)));
    reportRefusals(result, verb);
    if (result.done.length === 0) return;
    const message = `${noun(result.done.length)} ${verb}`;
    if (change.action !== 'delete') return notifySuccess(message);
    notifyWithUndo(message, () => {
      bulk.mutateAsync({ action: 'restore', ids: result.done }).then(
        (restored) => {
          if (restored.done.length > 0) notifySuccess(`${noun(restored.done.length)} restored`);
          reportRefusals(restored, 'restored');
        },
        (error: unknown) => notifyFailure(`Failed to restore ${texts.plural}`, error),
      );
    });
  }

  return {
    selected,
    busy: bulk.isPending,
    run,
    select: (ids: string[], chosen: boolean) => {
      const next = new Set(selected);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      setSelected(next);
    },
    clear: () => setSelected(new Set()),
  };
}
