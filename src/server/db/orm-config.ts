import path from 'node:path';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities/index.ts';
import { projectRoot } from '../project-root.ts';
import { defaultPoolSize } from '../config.ts';
import { requestBoundClient } from './request-bound-client.ts';

const migrationsPath = path.join(projectRoot, 'migrations');

export type DatabaseSettings = {
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  statementTimeoutMs: number;
  poolSize: number;
};

const defaultSettings: DatabaseSettings = {
  connectTimeoutMs: 5_000,
  requestTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  poolSize: defaultPoolSize(),
};

/** MikroORM options shared by the server, the migration commands and the tests. */
export function ormConfig(clientUrl: string, settings: DatabaseSettings = defaultSettings) {
  return defineConfig({
    clientUrl,
    // A database that does not answer fails the request (503) instead of hanging it: connecting
    // (or waiting for a pooled connection) gives up after connectTimeoutMs, and a request's
    // statement after requestTimeoutMs (requestBoundClient). Jobs' statements (imports) may take
    // longer: PostgreSQL cancels them after statementTimeoutMs, and the client stops waiting for
    // an answer a second after that.
    driverOptions: {
      Client: requestBoundClient(settings.requestTimeoutMs, settings.statementTimeoutMs + 1_000),
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      // A connection keeps the statements prepared on it: retired after an hour, it takes them
      // along, so a long-lived connection does not gather the SQL of every shape ever listed.
      maxLifetimeSeconds: 60 * 60,
    },
    entities,
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).ts',
      emit: 'ts',
      snapshotName: '.snapshot',
      silent: true,
    },
    pool: { min: 0, max: settings.poolSize },
    // Relations are joined for the soft-delete filter only when populated (a deleted related
    // record then reads as none), so a plain or locking read touches one table.
    autoJoinRefsForFilters: false,
    // The spec's demo-data clearing names a notes table that no entity uses: keep it as it is.
    // The reports' stored figures (migration `report_cache`) are SQL only, in a schema of their own.
    schemaGenerator: { skipTables: ['notes'], ignoreSchema: ['report_cache'] },
  });
}
