import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import type pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { requestBoundClient } from '../../src/server/db/request-bound-client.ts';

const REQUEST_TIMEOUT_MS = 5_000;
const READ_TIMEOUT_MS = 300;

v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

const oldSpaceUsed = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * The pool's Client (db/request-bound-client.ts): a statement outside a request waits at most
 * its read limit, an error's stack leads back to the statement, and an answer's rows die young.
 */
describe('the request-bound client', () => {
  const Client = requestBoundClient(REQUEST_TIMEOUT_MS, READ_TIMEOUT_MS);
  let client: pg.Client;
  const connect = async () => {
    client = new Client({ connectionString: inject('adminDatabaseUrl') });
    // The pool listens for a connection's end (MikroORM's handlePoolErrors); a lone client must too.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  afterEach(async () => {
    await client.end().catch(() => undefined);
  });

  it('gives up on a statement outside a request after its read limit, and ends the connection', async () => {
    await connect();
    const started = performance.now();
    const failure = await client.query('select pg_sleep(5)').then(
      () => null,
      (error: unknown) => error as Error & { code?: string },
    );
    const waited = performance.now() - started;
    expect(failure?.code).toBe('ETIMEDOUT');
    expect(failure?.message).toContain(`within ${READ_TIMEOUT_MS} ms`);
    expect(waited).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 5);
    expect(waited).toBeLessThan(4_000);
    await expect(client.query('select 1')).rejects.toThrow();
  });

  it("answers with the rows, and an error's stack leads back to the statement", async () => {
    await connect();
    const { rows } = await client.query<{ answer: number }>('select $1::int + 1 as answer', [41]);
    expect(rows).toEqual([{ answer: 42 }]);
    const failure = await client.query('select 1 / $1::int', [0]).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toBe('division by zero');
    expect(failure?.stack).toContain('request-bound-client.test.ts');
  });

  it('prepares a statement again when a migration has changed the columns it reads', async () => {
    await connect();
    await client.query('create temporary table shapes (id int)');
    await client.query('insert into shapes values (1)');
    // A prepared statement's SQL names it (db/prepared-statements.ts).
    const statement = '/* statement changed-shape */ select s.* from shapes s where s.id = $1';
    expect((await client.query(statement, [1])).rows).toEqual([{ id: 1 }]);
    await client.query("alter table shapes add column label text default 'one'");
    // PostgreSQL refuses the statement it prepared before ("cached plan must not change result
    // type"): prepared again, it reads the new column.
    expect((await client.query(statement, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    expect((await client.query(statement, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    // Inside a transaction the refusal has ended it: the caller gets it.
    await client.query('begin');
    await client.query('alter table shapes add column size int');
    const refused = await client.query(statement, [1]).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused?.message).toBe('cached plan must not change result type');
    await client.query('rollback');
    expect((await client.query(statement, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('lets the rows of an answer die in the young generation once it is read', async () => {
    await connect();
    const sql = `select g as id, repeat('x', 60) || g as title, now() as created_at
                   from generate_series(1, 40) g`;
    let read = 0;
    // Warm up: the code compiled, the old generation's own growth from it done.
    for (let round = 0; round < 100; round += 1) read += (await client.query(sql, [])).rows.length;
    collect({ type: 'major' });
    const before = oldSpaceUsed();
    for (let round = 0; round < 400; round += 1) {
      read += (await client.query(sql, [])).rows.length;
      collect({ type: 'minor' });
    }
    const promoted = oldSpaceUsed() - before;
    expect(read).toBe(500 * 40);
    // Kept alive past two scavenges (pg's own promise, or its query_timeout), each answer's rows
    // went to the old generation: about 10 KB a statement, 4 MB in all.
    expect(promoted).toBeLessThan(1024 * 1024);
  });
});
