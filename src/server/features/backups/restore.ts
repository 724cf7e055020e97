import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../db/orm-config.ts';
import { BackupError, verifyChecksum } from './backup-files.ts';
import { backedUpTables, type BackupHeader } from './dump.ts';
import { SERVER_LOCK } from './server-presence.ts';

type Log = (message: string) => void;

/** Rows written in one statement, and at most this much of their JSON (rows of file pieces are 1 MB each). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'ndis-consultancy restore' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The lines of a backup file, ungzipped, one at a time. */
function backupLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

async function readHeader(lines: AsyncIterator<string>): Promise<BackupHeader> {
  const first = await lines.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Partial<BackupHeader>);
  if (header?.format !== 'ndis-consultancy-backup' || !Array.isArray(header.migrations))
    throw new BackupError('This file is not a backup of this app: nothing was restored.');
  return header as BackupHeader;
}

/** The table's columns a row is written to: all but generated ones, which PostgreSQL computes again. */
async function writableColumns(client: pg.Client, table: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoted(table)],
  );
  return rows.map((row) => quoted(row.name)).join(', ');
}

/** Copies the backup's rows into the (empty, migrated) database, with triggers and foreign-key checks off as a restore does. */
async function loadRows(client: pg.Client, lines: AsyncIterator<string>): Promise<void> {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  const tables = await backedUpTables(client);
  // Migrations may have written rows (settings, a secret): the backup's rows replace them.
  if (tables.length > 0) await client.query(`truncate ${tables.map(quoted).join(', ')}`);
  let table: string | undefined;
  let columns = '';
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (table === undefined || batch.length === 0) return;
    await client.query(
      `insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    batch = [];
    batchChars = 0;
  };
  for (let line = await lines.next(); !line.done; line = await lines.next()) {
    if (line.value.startsWith('{"table":')) {
      await flush();
      table = (JSON.parse(line.value) as { table: string }).table;
      if (!tables.includes(table))
        throw new BackupError(`The backup has a table ${table} this version does not know.`);
      columns = await writableColumns(client, table);
    } else if (line.value !== '') {
      batch.push(line.value);
      batchChars += line.value.length;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
    }
  }
  await flush();
  await client.query('commit');
}

/**
 * Refuses while any server holds its share of SERVER_LOCK on the database (every server and
 * worker does while it runs), and holds the lock itself until `work` ends, so no server starts
 * meanwhile.
 */
async function withoutServers<T>(url: string, database: string, work: () => Promise<T>): Promise<T> {
  return connected(url, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      SERVER_LOCK,
    ]);
    if (!rows[0]?.locked) {
      const { rows: holders } = await client.query<{ count: number }>(
        `select count(distinct pid)::int as count from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
        [Number(BigInt(SERVER_LOCK) & 0xffffffffn)],
      );
      throw new BackupError(
        `A server is running on the database ${database} (${holders[0]?.count ?? 1} process${holders[0]?.count === 1 ? '' : 'es'}): stop every server and worker first, then restore.`,
      );
    }
    return work();
  });
}

/**
 * Restores a backup file into the database of `url`: checks the file's checksum, refuses while
 * a server runs on the database, restores into a new database `<name>_restore_<time>` (the
 * schema by the migrations the backup was taken at, then its rows, then this version's newer
 * migrations), and only when all of that succeeded swaps the two databases' names in one
 * transaction and drops the old one. A failure leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string, log: Log): Promise<void> {
  await verifyChecksum(file);
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const fresh = `${database}_restore_${stamp}`;
  const old = `${database}_before_restore_${stamp}`;
  const maintenance = databaseUrl(url, database === 'template1' ? 'postgres' : 'template1');
  await withoutServers(url, database, async () => {
    const lines = backupLines(file)[Symbol.asyncIterator]();
    const header = await readHeader(lines);
    await connected(maintenance, (client) =>
      client.query(`create database ${quoted(fresh)} template template0`),
    );
    try {
      const orm = await MikroORM.init(ormConfig(databaseUrl(url, fresh)));
      try {
        const known = (await orm.migrator.getPending()).map((migration) => migration.name);
        const unknown = header.migrations.find((name) => !known.includes(name));
        if (unknown)
          throw new BackupError(
            `The backup was taken by a newer version of the app (its migration ${unknown} is not in this one): update the app first.`,
          );
        const last = header.migrations.at(-1);
        if (last) await orm.migrator.up({ to: last });
        await connected(databaseUrl(url, fresh), (client) => loadRows(client, lines));
        const newer = await orm.migrator.up();
        if (newer.length > 0) log(`Applied ${newer.length} newer migration(s) to the restored data.`);
      } finally {
        await orm.close();
      }
    } catch (error) {
      await connected(maintenance, (client) => client.query(`drop database if exists ${quoted(fresh)}`));
      throw error;
    }
    log(`Restored the backup of ${header.takenAt} into ${fresh}; switching to it.`);
  }).catch((error: unknown) => {
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw new BackupError(
        `${file} cannot be read as a backup (${(error as Error).message}): nothing was restored.`,
      );
    throw error;
  });
  await connected(maintenance, async (client) => {
    try {
      await client.query('begin');
      await client.query(`alter database ${quoted(database)} rename to ${quoted(old)}`);
      await client.query(`alter database ${quoted(fresh)} rename to ${quoted(database)}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      await client.query(`drop database if exists ${quoted(fresh)}`);
      throw new BackupError(
        `The restored database could not take the place of ${database} (${(error as Error).message}): nothing was changed. Stop whatever connected to it, then restore again.`,
        { cause: error },
      );
    }
    await client.query(`drop database ${quoted(old)}`);
  });
}
