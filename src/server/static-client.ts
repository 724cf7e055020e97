import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PrerenderedPages } from '../../scripts/build/prerender.ts';
import {
  crmConfirmPath,
  crmInvitationPath,
  crmResetPasswordPath,
  evidencePathPrefix,
  isClientRoute,
  quotePathPrefix,
  withoutTrailingSlash,
} from '../shared/routes.ts';
import { isEvidenceToken } from './features/evidence-requests/access.ts';
import { isQuoteToken } from './features/quotes/access.ts';
import { pageHeadTags } from './page-head.ts';

export const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const prerenderedDir = path.resolve(import.meta.dirname, '../../dist/prerendered');
const serverHeadMarker = '<!--server-head-->';

type ClientPages = {
  /** The prerendered public pages by path, with APP_URL filled in. */
  pages: Map<string, string>;
  /** The prerendered 404 page. */
  notFound: string;
  /** The CRM's page: Vite's index.html, with the CRM's chunks linked, for it to render into. */
  shell: string;
};

/** Reads the build's pages once at start; undefined when the client has not been built. */
function loadClientPages(appUrl: URL): ClientPages | undefined {
  const pagesFile = path.join(prerenderedDir, 'pages.json');
  if (!existsSync(pagesFile)) return undefined;
  const prerendered = JSON.parse(readFileSync(pagesFile, 'utf8')) as PrerenderedPages;
  const read = (file: string) => readFileSync(path.join(prerenderedDir, file), 'utf8');
  return {
    pages: new Map(
      prerendered.pages.map((page) => [
        page.path,
        read(page.file).replace(serverHeadMarker, () => pageHeadTags(appUrl, page.path)),
      ]),
    ),
    notFound: read(prerendered.notFound).replace(serverHeadMarker, ''),
    shell: read(prerendered.crm).replace(serverHeadMarker, '<meta name="robots" content="noindex">'),
  };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The private pages: each opens only with a token that opens its record. */
const privatePages = [
  { prefix: quotePathPrefix, opens: isQuoteToken },
  { prefix: evidencePathPrefix, opens: isEvidenceToken },
];

/**
 * Whether a page that exists only for a record is missing it: a quote's or an evidence
 * request's private link whose token opens nothing.
 */
async function isMissingPrivatePage(pathname: string): Promise<boolean> {
  const path = withoutTrailingSlash(pathname);
  const page = privatePages.find(({ prefix }) => path.startsWith(`${prefix}/`));
  if (!page) return false;
  const em = RequestContext.getEntityManager() as EntityManager | undefined;
  if (!em) throw new Error('No MikroORM request context');
  return !(await page.opens(em, path.slice(page.prefix.length + 1)));
}

/**
 * Serves the built client. Assets come with their brotli or gzip copy from the build
 * (preCompressed), hashed ones cached for a year. Public pages get their prerendered HTML, the
 * CRM gets Vite's index.html to render into, and any other page the prerendered 404 page with
 * status 404, as does a private page whose record does not exist (an unknown quote or evidence link). HTML is never cached, and @fastify/compress compresses it on the way out.
 */
export async function registerStaticClient(app: FastifyInstance, appUrl: URL): Promise<void> {
  const clientPages = loadClientPages(appUrl);
  if (!clientPages) {
    app.log.warn({ clientDir }, 'client build missing: run `npm run build` (npm start does it for you)');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The compressed copies are found beside each file; they need no routes of their own.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every other GET is a page: one wildcard route (files and the API match first), so that
  // @fastify/compress, which works per route, compresses the pages too.
  app.get('/*', async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (pathname.startsWith('/trpc') || pathname.startsWith('/assets/')) return reply.callNotFound();
    const page = clientPages.pages.get(withoutTrailingSlash(pathname));
    if (page) return sendHtml(reply, 200, page);
    // An evidence request's page carries its token in the path: kept out of indexes and Referers.
    if (pathname.startsWith(`${evidencePathPrefix}/`))
      reply.header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');
    if (!isClientRoute(pathname) || (await isMissingPrivatePage(pathname)))
      return sendHtml(reply, 404, clientPages.notFound);
    // The confirmation, invitation and password reset links' token sits in the query string: never pass it on in a Referer.
    if (pathname === crmConfirmPath || pathname === crmInvitationPath || pathname === crmResetPasswordPath)
      reply.header('Referrer-Policy', 'strict-origin');
    return sendHtml(reply, 200, clientPages.shell);
  });
}
