import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { crmConfirmPath, isClientRoute } from '../shared/routes.ts';

export const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached,
 * client routes answered with index.html (200) and any other page with index.html (404)
 * so the client's 404 page shows while crawlers see the status.
 */
export async function registerStaticClient(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build missing: run `npm run build` (npm start does it for you)');
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || pathname.startsWith('/trpc') || pathname.startsWith('/assets/') || !indexHtml) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    // The confirmation link's token sits in the query string: never pass it on in a Referer.
    if (pathname === crmConfirmPath) reply.header('Referrer-Policy', 'strict-origin');
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
