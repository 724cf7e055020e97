import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * The advisory lock that says servers run on a database: each server and worker holds it
 * shared while it runs (so any number may), and a restore takes it exclusively, so it refuses
 * while one runs and no server starts during a restore. PostgreSQL drops a lock with its
 * session, so a server that dies holds nothing.
 */
export const SERVER_LOCK = '7237928137206411264';

export const RESTORE_RUNNING =
  'A restore is running on this database: start the server again when it has finished.';

const RECONNECT_MS = 5_000;

/** Holds SERVER_LOCK shared on a connection of its own until `release`; after a lost connection, takes it again. */
export async function holdServerPresence(
  databaseUrl: string,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ release: () => Promise<void> }> {
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async (): Promise<boolean> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'ndis-consultancy server',
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!released && client === next) schedule();
    });
    await next.connect();
    const { rows } = await next.query<{ locked: boolean }>(
      'select pg_try_advisory_lock_shared($1) as locked',
      [SERVER_LOCK],
    );
    if (!rows[0]?.locked) {
      await next.end();
      return false;
    }
    client = next;
    return true;
  };
  const schedule = () => {
    client = undefined;
    retry = setTimeout(() => {
      take().then(
        (taken) => {
          if (!taken) logger.warn(RESTORE_RUNNING);
          if (!taken && !released) schedule();
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'cannot take the server lock; trying again');
          if (!released) schedule();
        },
      );
    }, RECONNECT_MS);
    retry.unref();
  };

  if (!(await take())) throw new Error(RESTORE_RUNNING);
  return {
    release: async () => {
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
