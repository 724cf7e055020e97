import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { inReusedChunks, limited } from './byte-streams.ts';
import { FileTooLarge, type FileStore } from './file-store.ts';

/** The size of a file's stored pieces (the last one is smaller). */
const CHUNK_BYTES = 512 * 1024;

/** A file's pieces in order, one piece per statement (keyset by `seq`). */
async function* chunksOf(em: EntityManager, key: string): AsyncGenerator<Buffer> {
  let seq = -1;
  for (;;) {
    const [chunk] = await em.execute<{ seq: number; data: Buffer }[]>(
      'select seq, data from stored_file_chunks where file_key = ? and seq > ? order by seq limit 1',
      [key, seq],
    );
    if (!chunk) return;
    seq = chunk.seq;
    yield chunk.data;
  }
}

/**
 * Files in PostgreSQL (`stored_files`, their bytes in `stored_file_chunks` in pieces of 512 KiB):
 * one backup holds them, every instance reads them. A file is written in one transaction, so a
 * cut-off upload leaves nothing behind.
 */
export function postgresFileStore(orm: MikroORM): FileStore {
  return {
    kind: 'postgres',
    async put(body, maxBytes, key = randomUUID()) {
      const size = await orm.em.fork().transactional(async (tx) => {
        const db = tx.getKysely();
        await sql`insert into stored_files (key, size) values (${key}, 0)`.execute(db);
        let seq = 0;
        let total = 0;
        for await (const chunk of inReusedChunks(
          limited(body, maxBytes, () => new FileTooLarge(maxBytes)),
          CHUNK_BYTES,
        )) {
          await sql`insert into stored_file_chunks (file_key, seq, data) values (${key}, ${seq}, ${chunk})`.execute(
            db,
          );
          seq += 1;
          total += chunk.length;
        }
        await sql`update stored_files set size = ${total} where key = ${key}`.execute(db);
        return total;
      });
      return { key, size };
    },
    async get(key) {
      const em = orm.em.fork();
      const [file] = await em.execute<{ size: string }[]>('select size from stored_files where key = ?', [
        key,
      ]);
      if (!file) return null;
      // One piece waits for the reader at most.
      return { size: Number(file.size), body: Readable.from(chunksOf(em, key), { highWaterMark: 1 }) };
    },
    signedUrl: () => Promise.resolve(null),
    async delete(key) {
      await orm.em.fork().execute('delete from stored_files where key = ?', [key]);
    },
  };
}
