import pino from 'pino';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { killProductionServer, startProductionServer, type ProductionServer } from './production-server.ts';

/**
 * For a describe block whose tests kill servers: a fresh test database (opened in the test
 * process too, migrated) and production server processes on it, started with `env` and whatever
 * `start` adds. Every server left is killed (`kill -9`) after the block, then the database dropped.
 */
export function serverProcessesOnTestDatabase(env: Record<string, string> = {}) {
  const servers: ProductionServer[] = [];
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  const opened = () => {
    if (!testDatabase || !database) throw new Error('the test database is made in beforeAll');
    return { testDatabase, database };
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
    await database?.close();
    await testDatabase?.drop();
  });

  return {
    databaseUrl: () => opened().testDatabase.url,
    orm: () => opened().database.orm,
    sql: <T extends object>(query: string, params: unknown[] = []) =>
      opened().database.orm.em.fork().execute<T[]>(query, params),
    async start(more: Record<string, string> = {}, nodeFlags: string[] = []) {
      const server = await startProductionServer(opened().testDatabase.url, { ...env, ...more }, nodeFlags);
      servers.push(server);
      return server;
    },
    /** Kills every server started so far. */
    async killAll() {
      for (const server of servers) await killProductionServer(server);
    },
    /** Prints the servers' logs if the current test fails. */
    showLogsOnFailure: () =>
      onTestFailed(() => console.error(servers.map((server) => server.log.join('')).join('\n---\n'))),
  };
}
