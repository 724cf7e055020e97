/**
 * The database `npm run backup` and `npm run restore` work on: DATABASE_URL, or the embedded
 * PostgreSQL of DATA_DIR. A backup uses the embedded PostgreSQL a running server started (its
 * port is in the cluster's postmaster.pid, its password in DATA_DIR); when none runs, the
 * command starts it for the time it needs. A restore always starts it itself: the start is
 * refused while a live server owns it (see stopLeftoverPostgres), which is what a restore needs.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { Config } from '../../config.ts';
import { locateEmbeddedCluster, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';

export type CliDatabase = { url: string; close: () => Promise<void> };

const logger = pino({ level: 'warn' });

/** The URL of the embedded PostgreSQL that runs now on DATA_DIR's cluster, or undefined. */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const root = await realpath(dataDir).catch(() => undefined);
  if (!root) return undefined;
  const { clusterDir } = await locateEmbeddedCluster(root);
  const lock = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  // postmaster.pid: pid, data directory, start time, port, …
  const [pid, , , port] = lock?.split('\n') ?? [];
  const running = await readFile(`/proc/${Number(pid)}/cmdline`, 'utf8').then(
    (commandLine) => commandLine.includes(clusterDir),
    () => false,
  );
  if (!running || !port) return undefined;
  const password = (await readFile(path.join(root, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/postgres`;
}

export async function openCliDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  purpose: 'backup' | 'restore',
): Promise<CliDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: () => Promise.resolve() };
  const running = purpose === 'backup' ? await runningEmbeddedUrl(config.dataDir) : undefined;
  if (running) return { url: running, close: () => Promise.resolve() };
  const embedded = await startEmbeddedPostgres(config.dataDir, logger);
  return { url: embedded.url, close: embedded.stop };
}
