import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { contactsCsvStream, startGuessedImport, uploadCsvStream } from '../support/import-requests.ts';
import {
  killProductionServer,
  peakResidentMiB,
  staffHeaders,
  startProductionServer,
  type ProductionServer,
} from '../support/production-server.ts';

describe("a CSV import near the 50 MB limit on a server with npm start's heap limit", () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let server: ProductionServer | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(
      { databaseUrl: testDatabase.url, dataDir: '.data' },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    if (server) await killProductionServer(server);
    await database.close();
    await testDatabase.drop();
  });

  it(
    // The 256 MiB target is measured by `npm run bench`; here, the file must go through without
    // the heap limit killing the server (today's code died at 25 MB).
    'uploads and imports every row of a 46 MB file without the server reaching its heap limit',
    { timeout: 240_000 },
    async () => {
      const rows = 42_000;
      const tag = `Memory${randomBytes(3).toString('hex')}`;
      const legacy = 'Met at the expo; wants help with the audit and the policies. '.repeat(18);
      let bytes = 0;
      const csv = function* () {
        for (const chunk of contactsCsvStream(rows, tag, legacy)) {
          bytes += chunk.length;
          yield chunk;
        }
      };
      server = await startProductionServer(testDatabase.url);
      const running = server;
      onTestFailed(() => console.error(`the server's log:\n${running.log.join('')}`));
      const pid = running.child.pid ?? 0;
      const headers = await staffHeaders(database.orm, running.url);

      const id = await uploadCsvStream(running.url, headers, csv());
      expect(bytes).toBeGreaterThan(45 * 1024 * 1024);
      await startGuessedImport(running.url, headers, id);
      const status = async () =>
        (
          await database.orm.em
            .fork()
            .execute<{ status: string; imported_rows: number; failed_rows: number }[]>(
              'select status, imported_rows, failed_rows from imports where id = ?',
              [id],
            )
        )[0];
      let state = await status();
      while (state?.status === 'queued' || state?.status === 'running') {
        expect(running.child.exitCode, 'the server died').toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 500));
        state = await status();
      }

      expect(state).toEqual({ status: 'done', imported_rows: rows, failed_rows: 0 });
      const [{ count } = { count: 0 }] = await database.orm.em
        .fork()
        .execute<{ count: number }[]>('select count(*)::int as count from contacts where last_name = ?', [
          tag,
        ]);
      expect(count).toBe(rows);
      expect(running.child.exitCode, 'the server died').toBeNull();
      expect(running.log.join('')).not.toContain('heap limit');
      console.info(`peak RSS of the server during the 46 MB import: ${Math.round(peakResidentMiB(pid))} MiB`);
    },
  );
});
