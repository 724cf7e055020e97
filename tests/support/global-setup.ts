import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../scripts/build/server-bundle.ts';
import { ensureClientBuild } from '../../scripts/client-build.ts';
import {
  removeEmbeddedCluster,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../src/server/db/embedded-postgres.ts';
import { openDatabase } from '../../src/server/db/orm.ts';

/** Deletes a temporary DATA_DIR and its embedded cluster, which as root lives elsewhere. */
async function removeTemporaryDataDir(dataDir: string): Promise<void> {
  await removeEmbeddedCluster(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    runPrefix: string;
  }
}

/**
 * One real PostgreSQL for the run: DATABASE_URL's server when set, else a fresh embedded
 * cluster for a temporary DATA_DIR, removed afterwards. The migrations run once into a
 * template database; each test file then gets its own copy of it (tests/support/database.ts).
 */
export default async function setup(project: TestProject) {
  ensureClientBuild();
  // The tests that run the server as npm start does run its bundle (tests/support/production-server.ts).
  await ensureServerBundle();
  const logger = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let embeddedDir: string | undefined;
  let adminDatabaseUrl = process.env.DATABASE_URL;
  if (!adminDatabaseUrl) {
    embeddedDir = await mkdtemp(path.join(tmpdir(), 'ndis-test-pg-'));
    try {
      embedded = await startEmbeddedPostgres(embeddedDir, logger);
    } catch (error) {
      await removeTemporaryDataDir(embeddedDir);
      throw error;
    }
    adminDatabaseUrl = embedded.url;
  }

  const runPrefix = `test_${process.pid}_${Date.now()}`;
  const templateDatabase = `${runPrefix}_template`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${templateDatabase}"`);
  await admin.end();

  const templateUrl = new URL(adminDatabaseUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '.data' }, logger);
  await database.close();

  project.provide('adminDatabaseUrl', adminDatabaseUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runPrefix', runPrefix);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminDatabaseUrl });
    await cleanup.connect();
    const leftovers = await cleanup.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${runPrefix}_%`],
    );
    for (const { datname } of leftovers.rows) {
      await cleanup.query(`drop database if exists "${datname}" with (force)`);
    }
    await cleanup.end();
    await embedded?.stop();
    if (embeddedDir) await removeTemporaryDataDir(embeddedDir);
  };
}
