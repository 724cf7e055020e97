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
  const pending = await em.find(
    PendingFile,
    { createdAt: { $lt: before } },
    { orderBy: { createdAt: 'asc' }, limit: SWEEP_BATCH },
  );
  let removed = 0;
  for (const { key } of pending) {
    const [kept] = await em.execute<{ kept: boolean }[]>(
      `select exists (select 1 from document_versions where file_key = ?)
           or exists (select 1 from emails where attachments @> ?::jsonb) as kept`,
      [key, JSON.stringify([{ fileKey: key }])],
    );
    if (!kept?.kept) {
      await files.delete(key);
      removed += 1;
    }
    await em.nativeDelete(PendingFile, { key });
  }
  return removed;
}
