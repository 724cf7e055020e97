import { ConfigError, loadConfig, type Config } from './config.ts';
import { EmbeddedDatabaseError } from './db/embedded-postgres.ts';
import { openDatabase } from './db/orm.ts';
import { createLogger } from './logger.ts';

/**
 * What the server and the worker start with: the configuration, the logger and the database.
 * A bad setting or a database that cannot start stops the process with one line and exit code 1.
 */
export async function startUp(adjust: (config: Config) => Config = (config) => config) {
  let config: Config;
  try {
    config = adjust(loadConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  try {
    return { config, logger, database: await openDatabase(config, logger) };
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
