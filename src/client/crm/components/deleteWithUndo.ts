import { notifyFailure, notifySuccess, notifyWithUndo } from './notify.tsx';

type DeleteWithUndo = {
  remove: () => Promise<unknown>;
  restore: () => Promise<unknown>;
  /** Refetches the lists the change shows in. */
  refresh: () => Promise<unknown>;
  texts: { deleted: string; deleteFailed: string; restored: string; restoreFailed: string };
};

/**
 * Deletes without asking (as the spec has it) and makes that safe: the success toast offers
 * Undo for a few seconds, which restores the record. Runs outside any component, so Undo
 * still works after the view that deleted has gone.
 */
export async function deleteWithUndo({ remove, restore, refresh, texts }: DeleteWithUndo): Promise<void> {
  try {
    await remove();
  } catch (error) {
    notifyFailure(texts.deleteFailed, error);
    return;
  }
  void refresh();
  notifyWithUndo(texts.deleted, () => {
    restore().then(
      () => {
        void refresh();
        notifySuccess(texts.restored);
      },
      (error: unknown) => notifyFailure(texts.restoreFailed, error),
    );
  });
}
