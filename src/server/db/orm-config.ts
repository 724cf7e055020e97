import { fileURLToPath } from 'node:url';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities/index.ts';

const migrationsPath = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** MikroORM options shared by the server, the migration commands and the tests. */
export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
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
    pool: { min: 0, max: 10 },
  });
}
