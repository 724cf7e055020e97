import type { FastifyInstance } from 'fastify';
import type { Database } from './db/orm.ts';

/**
 * Stops accepting connections, lets in-flight requests finish (Fastify's close),
 * then closes the ORM and the embedded PostgreSQL. Safe to call more than once.
 */
export function createShutdown(app: FastifyInstance, database: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      await app.close();
      await database.close();
    })();
    return closing;
  };
}
