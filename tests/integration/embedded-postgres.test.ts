import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EmbeddedDatabaseError,
  locateEmbeddedCluster,
  removeEmbeddedCluster,
  startEmbeddedPostgres,
} from '../../src/server/db/embedded-postgres.ts';

const logger = pino({ level: 'silent' });
const asRoot = process.getuid?.() === 0;

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The message of a start that must fail. */
async function startFailure(dataDir: string): Promise<string> {
  const failure: unknown = await startEmbeddedPostgres(dataDir, logger).then(
    async (database) => {
      await database.stop();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
  return (failure as EmbeddedDatabaseError).message;
}

describe('the embedded PostgreSQL', () => {
  // mkdtemp makes the folder mode 700, like a private home.
  let dataDir = '';
  afterEach(async () => {
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data across restarts, in the one place its DATA_DIR leads to', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-embedded-'));
    const first = await startEmbeddedPostgres(dataDir, logger);
    await query(first.url, `create table kept (note text); insert into kept values ('still here')`);
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir, logger);
    const rows = await query(second.url, 'select note from kept');
    await second.stop();

    expect(rows).toEqual([{ note: 'still here' }]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'postgres-password'))).mode & 0o777).toBe(0o600);
    const { clusterDir, ownFolder } = await locateEmbeddedCluster(dataDir);
    if (asRoot) {
      // The postgres user runs it, from a folder of its own: DATA_DIR stays private.
      expect(ownFolder).toMatch(/^\/var\/lib\/ndis-consultancy\/[0-9a-f]{16}$/);
      expect((await stat(ownFolder ?? '')).uid).not.toBe(0);
    } else {
      expect(clusterDir).toBe(path.join(dataDir, 'postgres'));
    }
    expect((await stat(path.join(clusterDir, 'PG_VERSION'))).isFile()).toBe(true);

    await removeEmbeddedCluster(dataDir);
    await expect(stat(ownFolder ?? clusterDir)).rejects.toThrow('ENOENT');
  });

  it('says in one line why it cannot use DATA_DIR, and what to do', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-embedded-'));
    await writeFile(path.join(dataDir, 'a-file'), 'not a folder');
    const message = await startFailure(path.join(dataDir, 'a-file', 'data'));
    expect(message).toMatch(
      /^The embedded PostgreSQL could not start: ENOTDIR: not a directory, mkdir '.*'\. /,
    );
    expect(message).toContain('Set DATA_DIR to a folder this user can write, or DATABASE_URL');
    expect(message).not.toContain('\n');
  });

  it('passes on the reason PostgreSQL gives when it stops while starting', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-embedded-'));
    // A cluster folder with a version file and nothing else.
    await mkdir(path.join(dataDir, 'postgres'), { mode: 0o700 });
    await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    const message = await startFailure(dataDir);
    expect(message).toMatch(
      /^The embedded PostgreSQL could not start: PostgreSQL stopped while starting: \S/,
    );
    expect(message).not.toContain('\n');
  });

  it('stops the server process with that one line on stderr and exit code 1', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-embedded-'));
    await writeFile(path.join(dataDir, 'a-file'), 'not a folder');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'a-file'),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ['src/server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^The embedded PostgreSQL could not start: [^\n]+ or DATABASE_URL [^\n]+\n$/,
    );
  });
});
