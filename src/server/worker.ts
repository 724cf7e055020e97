/**
 * `npm run worker`: works the job queue (mail, the morning task digests, clean-up) without
 * serving HTTP, for deployments that run web instances with JOBS=off. Any number may run.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { EmbeddedDatabaseError } from './db/embedded-postgres.ts';
import { openDatabase } from './db/orm.ts';
import { startJobs } from './jobs/jobs.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';

let config: Config;
try {
  config = { ...loadConfig(), workJobs: true };
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
let database;
try {
  database = await openDatabase(config, logger);
} catch (error) {
  if (!(error instanceof EmbeddedDatabaseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const jobs = await startJobs({ orm: database.orm, config, mailer: createMailer(config, logger), logger });
logger.info('working the job queue');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping the job queue');
    void jobs
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  });
}
