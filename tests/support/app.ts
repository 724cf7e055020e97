import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createShutdown } from '../../src/server/shutdown.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDatabase: TestDatabase;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close: () => Promise<void>;
};

/**
 * The real server on a random loopback port with its own fresh database.
 * `beforeListen` may add routes a test needs before the server starts; `logLines` collects its log.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    beforeListen?: (app: FastifyInstance) => void;
    /** Where the server's log lines go (at info level); by default it logs nothing. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'ndis-test-mail-'));
  const backupDir = await mkdtemp(path.join(tmpdir(), 'ndis-test-backups-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    APP_URL: 'http://localhost:3000',
    MAIL_DIR: mailDir,
    BACKUP_DIR: backupDir,
    ...options.env,
  });
  const logLines = options.logLines;
  const logger = logLines
    ? createLogger('info', { write: (line: string) => void logLines.push(line) })
    : pino({ level: 'silent' });
  const database = await openDatabase(config, logger);
  const app = await buildApp({ config, orm: database.orm, logger });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const shutdown = createShutdown(app, database);
  return {
    app,
    config,
    database,
    testDatabase,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await shutdown();
      await testDatabase.drop();
      await rm(mailDir, { recursive: true, force: true });
      await rm(backupDir, { recursive: true, force: true });
    },
  };
}
