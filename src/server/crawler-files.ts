import type { FastifyInstance } from 'fastify';
import { crawlerDisallowedPaths, indexedPublicPaths } from '../shared/routes.ts';

function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** robots.txt (the CRM and the checkout stay out of search results) and sitemap.xml of the public pages, at APP_URL. */
export function registerCrawlerFiles(app: FastifyInstance, appUrl: URL): void {
  const robots = [
    'User-agent: *',
    ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).href}`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexedPublicPaths.map((path) => `  <url><loc>${escapeXml(new URL(path, appUrl).href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
