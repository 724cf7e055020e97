/**
 * `npm run worker`: works the job queue (mail, the morning task digests, clean-up) without
 * serving HTTP, for deployments that run web instances with JOBS=off. Any number may run.
 */
import { holdServerPresence } from './features/backups/server-presence.ts';
import { startJobs } from './jobs/jobs.ts';
import { createMailer } from './mail/mailer.ts';
import { trimNativeHeapWhileBusy } from './native-heap.ts';
import { startUp } from './start-up.ts';

const { config, logger, database } = await startUp((loaded) => ({ ...loaded, workJobs: true }));
const presence = await holdServerPresence(database.orm.config.get('clientUrl'), logger);
const jobs = await startJobs({ orm: database.orm, config, mailer: createMailer(config, logger), logger });
logger.info('working the job queue');
trimNativeHeapWhileBusy();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping the job queue');
    void jobs
      .stop()
      .then(() => presence.release())
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
