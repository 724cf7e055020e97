/**
 * `npm run db:migration:create [name]`: compares the entities with the last
 * migration snapshot and writes a new migration into migrations/.
 * It needs a database to diff against: DATABASE_URL, or the embedded one.
 */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from './orm.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const database = await openDatabase(config, logger);
try {
  const result = await database.orm.migrator.create(undefined, false, false, process.argv[2]);
  if (result.diff.up.length === 0) logger.info('no changes: entities match the migrations');
  else logger.info({ file: result.fileName }, 'migration created');
} finally {
  await database.close();
}
