import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { runImportJob } from '../../src/server/jobs/import-job.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { contactsCsvStream, startGuessedImport, uploadCsvStream } from '../support/import-requests.ts';
import {
  killProductionServer,
  staffHeaders,
  startProductionServer,
  type ProductionServer,
} from '../support/production-server.ts';

type ImportRow = {
  status: string;
  processed_rows: number;
  imported_rows: number;
  updated_rows: number;
  failed_rows: number;
};

describe('a CSV import whose worker dies', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const servers: ProductionServer[] = [];
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    database.orm.em.fork().execute<T[]>(query, params);
  const importRow = async (id: string) => {
    const [row] = await sql<ImportRow>(
      'select status, processed_rows, imported_rows, updated_rows, failed_rows from imports where id = ?',
      [id],
    );
    if (!row) throw new Error(`no import ${id}`);
    return row;
  };
  const contactsTagged = async (tag: string) =>
    (
      await sql<{ contacts: number; emails: number }>(
        'select count(*)::int as contacts, count(distinct lower(email))::int as emails from contacts where last_name = ?',
        [tag],
      )
    )[0];
  // The shortest heartbeat pg-boss takes: the killed worker's import is retried within about 15 s, not 30.
  const start = async (env: Record<string, string> = {}) => {
    const server = await startProductionServer(testDatabase.url, { JOB_HEARTBEAT_SECONDS: '10', ...env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(
      { databaseUrl: testDatabase.url, dataDir: '.data' },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    for (const server of servers) await killProductionServer(server);
    await database.close();
    await testDatabase.drop();
  });
  const showLogsOnFailure = () =>
    onTestFailed(() => console.error(servers.map((server) => server.log.join('')).join('\n---\n')));

  it(
    'is taken up again after kill -9 and a restart, from its last committed batch, each row imported once',
    { timeout: 180_000 },
    async () => {
      showLogsOnFailure();
      const rows = 20_000;
      const tag = `Resume${randomBytes(3).toString('hex')}`;
      const first = await start();
      const headers = await staffHeaders(database.orm, first.url);
      const id = await uploadCsvStream(first.url, headers, contactsCsvStream(rows, tag));
      await startGuessedImport(first.url, headers, id);
      let atKill = await importRow(id);
      while (atKill.processed_rows < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        atKill = await importRow(id);
      }
      await killProductionServer(first);
      atKill = await importRow(id);
      expect(atKill.status).toBe('running');
      expect(atKill.processed_rows).toBeLessThan(rows);

      const second = await start();
      let state = await importRow(id);
      while (state.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        state = await importRow(id);
      }
      expect(second.child.exitCode).toBeNull();
      expect(state).toEqual({
        status: 'done',
        processed_rows: rows,
        imported_rows: rows,
        updated_rows: 0,
        failed_rows: 0,
      });
      expect(await contactsTagged(tag)).toEqual({ contacts: rows, emails: rows });
    },
  );

  it('runs only once when two workers run it at the same time', { timeout: 120_000 }, async () => {
    showLogsOnFailure();
    for (const server of servers) await killProductionServer(server);
    const rows = 3_500;
    const tag = `Twice${randomBytes(3).toString('hex')}`;
    // JOBS=off: the server only queues the import; the two runs below are the only ones.
    const server = await start({ JOBS: 'off' });
    const headers = await staffHeaders(database.orm, server.url);
    const id = await uploadCsvStream(server.url, headers, contactsCsvStream(rows, tag));
    await startGuessedImport(server.url, headers, id);
    await Promise.all([runImportJob(database.orm.em.fork(), id), runImportJob(database.orm.em.fork(), id)]);
    expect(await importRow(id)).toEqual({
      status: 'done',
      processed_rows: rows,
      imported_rows: rows,
      updated_rows: 0,
      failed_rows: 0,
    });
    expect(await contactsTagged(tag)).toEqual({ contacts: rows, emails: rows });
  });
});
