import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With a cookie session, any request that can change data must come from our own
 * pages: its Origin must be APP_URL's origin (or, without Origin, the browser must
 * say Sec-Fetch-Site: same-origin). Requests with neither are refused.
 */
export function registerCsrfGuard(app: FastifyInstance, appUrl: URL): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameOrigin = origin ? origin === appUrl.origin : fetchSite === 'same-origin';
    if (!sameOrigin) {
      request.log.warn({ origin, fetchSite, url: request.url }, 'cross-site request refused');
      return reply.code(403).send({ error: 'Forbidden', message: 'Cross-site requests are not allowed.' });
    }
  });
}
