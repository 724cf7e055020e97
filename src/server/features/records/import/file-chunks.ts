import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** The size of an import's stored pieces (the last one is smaller). */
export const CHUNK_BYTES = 512 * 1024;

/** Stores a piece of an import's file in the caller's transaction (the bytes go as a binary parameter). */
export async function saveChunk(tx: EntityManager, importId: string, seq: number, data: Buffer) {
  await sql`insert into import_chunks (import_id, seq, data) values (${importId}, ${seq}, ${data})`.execute(
    tx.getKysely(),
  );
}

/** An import's file as it was uploaded, piece after piece (keyset by `seq`, one piece per statement). */
export async function* fileChunks(em: EntityManager, importId: string): AsyncGenerator<Buffer> {
  let seq = -1;
  for (;;) {
    const [chunk] = await em.execute<{ seq: number; data: Buffer }[]>(
      'select seq, data from import_chunks where import_id = ? and seq > ? order by seq limit 1',
      [importId, seq],
    );
    if (!chunk) return;
    seq = chunk.seq;
    yield chunk.data;
  }
}
