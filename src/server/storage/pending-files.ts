import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { PendingFile } from '../db/entities/pending-file.ts';
import type { FileStore } from './file-store.ts';

/** How long a file may wait for its record: far longer than any upload or mail takes. */
export const PENDING_FILE_DAYS = 1;

/** Files looked at per cleanup run: a backlog goes in the runs that follow. */
const SWEEP_BATCH = 100;

/**
 * The store, with each new file noted as pending (its own committed statement) before its bytes
 * are written: a crash after the upload and before the record that keeps it leaves a note, so
 * the file does not stay in the store for ever (sweepPendingFiles).
 */
export function withPendingFiles(orm: MikroORM, store: FileStore): FileStore {
  return {
    ...store,
    async put(body, maxBytes, key = randomUUID()) {
      await orm.em.fork().insert(PendingFile, { key, createdAt: new Date() });
      return store.put(body, maxBytes, key);
    },
  };
}

/** The file is kept by a record saved in this transaction: its pending note goes with the same flush. */
export function keepFile(tx: EntityManager, key: string): void {
  tx.remove(tx.getReference(PendingFile, key));
}

/**
 * The files still pending a day after they were put (their upload's record was never saved: a
 * crash, a failed save) leave the store, then their notes. A file that some record keeps after
 * all (a document's version, a message's attachment) stays: only its note goes.
 */
export async function sweepPendingFiles(em: EntityManager, files: FileStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PENDING_FILE_DAYS * 24 * 60 * 60 * 1000);
  const pending = await em.execute<{ key: string; kept: boolean }[]>(
    `select p.key,
            exists (select 1 from document_versions v where v.file_key = p.key)
              or exists (select 1 from emails e
                          where e.attachments @> jsonb_build_array(jsonb_build_object('fileKey', p.key))) as kept
       from pending_files p
      where p.created_at < ?
      order by p.created_at
      limit ?`,
    [before, SWEEP_BATCH],
  );
  const orphans = pending.filter((file) => !file.kept);
  for (const { key } of orphans) await files.delete(key);
  if (pending.length > 0)
    await em.nativeDelete(PendingFile, { key: { $in: pending.map((file) => file.key) } });
  return orphans.length;
}
