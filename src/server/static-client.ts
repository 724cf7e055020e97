import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import type { Config } from './config.ts';
import { pageHeadTags } from './page-head.ts';
import { projectRoot } from './project-root.ts';

export const clientDir = path.join(projectRoot, 'dist/client');
const prerenderedDir = path.join(projectRoot, 'dist/prerendered');
const serverHeadMarker = '<!--server-head-->';

/**
 * A page's HTML as UTF-8 bytes and, once they are made, its brotli and gzip copies. Bytes, not a
 * string: V8 keeps a string holding one typographic quote at two bytes a character.
 */
type Page = { html: Buffer; br?: Buffer; gzip?: Buffer };

type ClientPages = {
  /** The prerendered public pages by path, with APP_URL filled in. */
  pages: Map<string, Page>;
  /** The prerendered 404 page. */
  notFound: Page;
  /** The CRM's page: Vite's index.html, with the CRM's chunks linked, for it to render into. */
  shell: Page;
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Makes the pages' compressed copies in the background, so that an answer costs no compression
 * (compressing as it went out took 12-15 ms of CPU per page view); brotli 5 also makes the
 * largest page 9% smaller than @fastify/compress's level 4. Until a page's copies are ready,
 * @fastify/compress compresses it as it goes out. One page at a time, with brotli's window no
 * larger than the page: all at once at brotli 9 with the default window, the server's resident
 * memory peaked at 371 MiB while it started (184 without).
 */
async function compressPages(pages: Page[], log: FastifyBaseLogger): Promise<void> {
  for (const page of pages) {
    const { html } = page;
    const params = {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(
        zlibConstants.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(html.length))),
      ),
    };
    try {
      page.br = await brotli(html, { params });
      page.gzip = await gzipped(html, { level: 9 });
    } catch (error) {
      log.warn({ err: error }, 'a page could not be compressed at start');
    }
  }
}

/** Reads the build's pages once at start; undefined when the client has not been built. */
function loadClientPages(config: Pick<Config, 'appUrl' | 'firm'>): ClientPages | undefined {
  const pagesFile = path.join(prerenderedDir, 'pages.json');
  if (!existsSync(pagesFile)) return undefined;
  const prerendered = JSON.parse(readFileSync(pagesFile, 'utf8')) as PrerenderedPages;
  const read = (file: string, head: string): Page => ({
    html: Buffer.from(
      readFileSync(path.join(prerenderedDir, file), 'utf8').replace(serverHeadMarker, () => head),
    ),
  });
  return {
    pages: new Map(
      prerendered.pages.map((page) => [page.path, read(page.file, pageHeadTags(config, page.path))]),
    ),
    notFound: read(prerendered.notFound, ''),
    shell: read(prerendered.crm, '<meta name="robots" content="noindex">'),
  };
}

/** The page in the encoding the browser prefers, from its copy made at start when there is one. */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: Page) {
  reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const);
  const body = encoding && page[encoding];
  if (!encoding || !body) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).header('Vary', 'accept-encoding').send(body);
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
 * status 404, as does a private page whose record does not exist (an unknown quote or evidence
 * link). HTML is never cached, and goes out compressed (compressPages).
 */
export async function registerStaticClient(
  app: FastifyInstance,
  config: Pick<Config, 'appUrl' | 'firm'>,
): Promise<void> {
  const clientPages = loadClientPages(config);
  if (!clientPages) {
    app.log.warn({ clientDir }, 'client build missing: run `npm run build` (npm start does it for you)');
    return;
  }
  void compressPages([...clientPages.pages.values(), clientPages.notFound, clientPages.shell], app.log);
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
    if (page) return sendPage(request, reply, 200, page);
    // An evidence request's page carries its token in the path: kept out of indexes and Referers.
    if (pathname.startsWith(`${evidencePathPrefix}/`))
      reply.header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');
    if (!isClientRoute(pathname) || (await isMissingPrivatePage(pathname)))
      return sendPage(request, reply, 404, clientPages.notFound);
    // The confirmation, invitation and password reset links' token sits in the query string: never pass it on in a Referer.
    if (pathname === crmConfirmPath || pathname === crmInvitationPath || pathname === crmResetPasswordPath)
      reply.header('Referrer-Policy', 'strict-origin');
    return sendPage(request, reply, 200, clientPages.shell);
  });
}
