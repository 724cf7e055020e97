import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { BACKUP_SUFFIX, CHECKSUM_SUFFIX, backupName, checksumLine, ensureBackupDir } from './backup-files.ts';

/** What the first line of a backup says: its format, when, and the migrations its schema had. */
export type BackupHeader = {
  format: 'ndis-consultancy-backup';
  version: 1;
  takenAt: string;
  migrations: string[];
};

/** Rows read from the database at a time: memory stays flat however large a table is. */
const BATCH_ROWS = 1_000;

/** Rows read at a time from a table holding file pieces (bytea, up to 512 KiB each): a few MB, not a thousand pieces. */
const FILE_BATCH_ROWS = 4;

async function rowsPerFetch(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ files: boolean }>(
    `select exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and data_type = 'bytea') as files`,
    [table],
  );
  return rows[0]?.files ? FILE_BATCH_ROWS : BATCH_ROWS;
}

/** The tables a backup holds: every table of the app's schema; the migrations are in the header. */
export async function backedUpTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`,
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The lines of a backup, all read in one repeatable-read snapshot: the header, then for each
 * table a `{"table": name}` line and one JSON object a row (row_to_json, read back with
 * json_populate_recordset, so every value keeps its PostgreSQL text form).
 */
async function* backupLines(client: pg.Client, takenAt: Date): AsyncGenerator<string> {
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  const header: BackupHeader = {
    format: 'ndis-consultancy-backup',
    version: 1,
    takenAt: takenAt.toISOString(),
    migrations: rows.map((row) => row.name),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of await backedUpTables(client)) {
    yield `${JSON.stringify({ table })}\n`;
    const fetchRows = await rowsPerFetch(client, table);
    await client.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
    );
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${fetchRows} from backup_rows`);
      if (batch.rows.length === 0) break;
      yield batch.rows.map((row) => `${row.row}\n`).join('');
    }
    await client.query('close backup_rows');
  }
}

/** Passes bytes through while hashing them. */
function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

export type BackupResult = { file: string; bytes: number; sha256: string };

/**
 * Backs the database up into `dir` (or to `to`): a consistent snapshot of every table while the
 * server keeps serving (a read-only repeatable-read transaction takes no locks that writers
 * wait for), gzipped, written under a temporary name and linked to its final name only when
 * whole and on disk, with its SHA-256 in a checksum file beside it.
 */
export async function backUpDatabase(
  databaseUrl: string,
  target: { dir: string } | { to: string },
  now: Date = new Date(),
): Promise<BackupResult> {
  const file = 'to' in target ? path.resolve(target.to) : path.join(target.dir, backupName(now));
  await ensureBackupDir(path.dirname(file));
  const partial = `${file}.partial-${randomBytes(6).toString('hex')}`;
  const hash = createHash('sha256');
  let bytes = 0;
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'ndis-consultancy backup',
  });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.from(backupLines(client, now)),
      createGzip(),
      hashing(hash),
      counting,
      createWriteStream(partial, { mode: 0o600, flush: true }),
    );
    await client.query('commit');
    const sha256 = hash.digest('hex');
    const final = await linkFree(partial, file, !('to' in target));
    await writeChecksum(final, sha256);
    return { file: final, bytes, sha256 };
  } finally {
    await client.end().catch(() => undefined);
    await rm(partial, { force: true });
  }
}

/**
 * Gives the finished file its name without replacing another backup: a second backup within the
 * same second gets `-2`, `-3`… With `--to`, the named file is replaced, as the user asked.
 */
async function linkFree(partial: string, file: string, numbered: boolean): Promise<string> {
  if (!numbered) {
    await rename(partial, file);
    return file;
  }
  for (let attempt = 1; ; attempt += 1) {
    const name = attempt === 1 ? file : `${file.slice(0, -BACKUP_SUFFIX.length)}-${attempt}${BACKUP_SUFFIX}`;
    try {
      await link(partial, name);
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
    }
  }
}

async function writeChecksum(file: string, sha256: string): Promise<void> {
  const partial = `${file}${CHECKSUM_SUFFIX}.partial-${randomBytes(6).toString('hex')}`;
  await writeFile(partial, checksumLine(sha256, file), { mode: 0o600, flush: true });
  await rename(partial, `${file}${CHECKSUM_SUFFIX}`);
}
