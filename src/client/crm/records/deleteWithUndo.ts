import { notifyFailure, notifySuccess, notifyWithUndo } from '../components/notify.tsx';

type DeleteWithUndo = {
  remove: () => Promise<unknown>;
  restore: () => Promise<unknown>;
  texts: { deleted: string; deleteFailed: string; restored: string; restoreFailed: string };
};

/**
 * Deletes without asking (as the spec has it) and makes that safe: the success toast offers
 * Undo for a few seconds, which restores the record. The mutations' cache refreshes the lists;
 * Undo still works after the view that deleted has gone.
 */
export async function deleteWithUndo({ remove, restore, texts }: DeleteWithUndo): Promise<void> {
  try {
    await remove();
  } catch (error) {
    notifyFailure(texts.deleteFailed, error);
    return;
  }
  notifyWithUndo(texts.deleted, () => {
    restore().then(
      () => notifySuccess(texts.restored),
      (error: unknown) => notifyFailure(texts.restoreFailed, error),
    );
  });
}
