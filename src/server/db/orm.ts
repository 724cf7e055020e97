import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ormConfig } from './orm-config.ts';

export type Database = {
  orm: MikroORM;
  /** Closes the ORM's pool, then stops the embedded server when there is one. */
  close: () => Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, and runs pending migrations. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'database' | 'port' | 'inbound'>>,
  logger: FastifyBaseLogger,
): Promise<Database> {
  const keepFree = [config.port, config.inbound?.port].filter((port) => port !== undefined);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, logger, { keepFree });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  try {
    const orm = await MikroORM.init(ormConfig(url, config.database));
    const applied = await orm.migrator.up();
    if (applied.length > 0) {
      logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    }
    return {
      orm,
      close: async () => {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
