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
      // Fastify closes the sockets that are idle when it starts closing; a request in flight then
      // leaves its keep-alive socket idle later, which would hold the close open until the client
      // drops it. Sweep those as they appear (tRPC writes its answers past Fastify's hooks).
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database.close();
    })();
    return closing;
  };
}
