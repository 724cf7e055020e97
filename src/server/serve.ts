import { buildApp } from './app.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';
import { trimNativeHeapWhileBusy } from './native-heap.ts';
import { createShutdown } from './shutdown.ts';
import { startUp } from './start-up.ts';

/**
 * Starts the server: the database (migrated), the app, and its shutdown on SIGINT and SIGTERM;
 * resolves once it listens. `src/server/main.ts` runs it; `npm start` runs main.ts's bundle
 * (`scripts/start.mjs`, dist/server).
 */
export async function serve(): Promise<void> {
  const { config, logger, database } = await startUp();
  const app = await buildApp({ config, orm: database.orm, logger });
  const shutdown = createShutdown(app, database);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      const forceExit = setTimeout(() => {
        logger.error('shutdown took longer than 10 s, exiting');
        process.exit(1);
      }, 10_000);
      forceExit.unref();
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
    logger.info(`serving on ${config.appUrl.origin}`);
    releaseMemoryWhenIdle();
    trimNativeHeapWhileBusy();
  } catch (error) {
    logger.error({ err: error }, 'could not start listening');
    await shutdown();
    process.exit(1);
  }
}
