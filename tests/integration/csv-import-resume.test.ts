import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runImportJob } from '../../src/server/jobs/import-job.ts';
import { contactsCsvStream, startGuessedImport, uploadCsvStream } from '../support/import-requests.ts';
import { killProductionServer, staffHeaders } from '../support/production-server.ts';
import { serverProcessesOnTestDatabase } from '../support/server-processes.ts';

type ImportRow = {
  status: string;
  processed_rows: number;
  imported_rows: number;
  updated_rows: number;
  failed_rows: number;
};

describe('a CSV import whose worker dies', () => {
  // The shortest heartbeat pg-boss takes: the killed worker's import is retried within about 15 s, not 30.
  const servers = serverProcessesOnTestDatabase({ JOB_HEARTBEAT_SECONDS: '10' });
  const { sql } = servers;
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
  it(
    'is taken up again after kill -9 and a restart, from its last committed batch, each row imported once',
    { timeout: 180_000 },
    async () => {
      servers.showLogsOnFailure();
      const rows = 20_000;
      const tag = `Resume${randomBytes(3).toString('hex')}`;
      const first = await servers.start();
      const headers = await staffHeaders(servers.orm(), first.url);
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

      const second = await servers.start();
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
    servers.showLogsOnFailure();
    await servers.killAll();
    const rows = 3_500;
    const tag = `Twice${randomBytes(3).toString('hex')}`;
    // JOBS=off: the server only queues the import; the two runs below are the only ones.
    const server = await servers.start({ JOBS: 'off' });
    const headers = await staffHeaders(servers.orm(), server.url);
    const id = await uploadCsvStream(server.url, headers, contactsCsvStream(rows, tag));
    await startGuessedImport(server.url, headers, id);
    await Promise.all([runImportJob(servers.orm().em.fork(), id), runImportJob(servers.orm().em.fork(), id)]);
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
