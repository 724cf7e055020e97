import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerClientLeftHandler } from './client-left.ts';
import type { Config } from './config.ts';
import { registerCrawlerFiles } from './crawler-files.ts';
import { registerCsrfGuard } from './csrf.ts';
import { loadAppSecret } from './app-secret.ts';
import { registerBackupDownload } from './features/backups/download-route.ts';
import { holdServerPresence } from './features/backups/server-presence.ts';
import { registerDocumentRoutes } from './features/documents/http-routes.ts';
import { registerEvidenceUploadRoute } from './features/evidence-requests/upload-route.ts';
import { registerCsvExport } from './features/export/csv-export.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { registerReportCsv } from './features/reports/csv-route.ts';
import { registerPrivacyExport } from './features/privacy/export-route.ts';
import { registerImportRoutes } from './features/imports/http-routes.ts';
import { createFormTokens } from './features/intake/form-tokens.ts';
import { registerQuotePdfRoutes } from './features/quotes/pdf-routes.ts';
import { startJobs } from './jobs/jobs.ts';
import { createMailer } from './mail/mailer.ts';
import { createRateLimits } from './rate-limits.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { appRouter, type AppRouter } from './router.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticClient } from './static-client.ts';
import { createContextFactory } from './trpc.ts';
import { trpcRoute } from './trpc-route.ts';

export type AppDependencies = {
  config: Config;
  orm: MikroORM;
  logger: FastifyBaseLogger;
};

const TRPC_BODY_LIMIT = 100 * 1024;
const TRPC_MAX_BATCH_SIZE = 20;
const HEALTH_TIMEOUT_MS = 2_000;

/** Resolves false when the database has not answered `select 1` within HEALTH_TIMEOUT_MS. */
async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const query = orm.em
    .fork()
    .getConnection()
    .execute('select 1')
    .then(() => true);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
    query.catch(() => undefined);
  }
}

/** A number of hops becomes Fastify's trust function (its types take no number); a list of proxies is Fastify's own. */
function trustProxySetting(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Fastify with its plugins, the tRPC API at /trpc, /healthz and the built client. */
export async function buildApp({ config, orm, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    // Behind a reverse proxy every visitor would otherwise share the proxy's IP, and the
    // per-IP rate limits would become site-wide ones.
    trustProxy: trustProxySetting(config.trustProxy),
    routerOptions: { maxParamLength: 5000 },
    // The largest form (a lead with every text field full) is well under this; /trpc is the only
    // route that takes a body.
    bodyLimit: TRPC_BODY_LIMIT,
  });

  registerClientLeftHandler(app);

  registerSecurityHeaders(app, config.appUrl.protocol === 'https:');

  // tRPC answers, and a page whose copies are not made yet, compressed as they go out; the
  // client's assets are compressed at build time and the pages at start (static-client.ts), and
  // this leaves those alone. tRPC's JSON answers go out whole (trpc-route.ts): the small ones are
  // sent as they are, and those up to 64 KB (a page of any list) compressed in one call. Above
  // `syncThreshold` (8 KB by default on a 2-core machine) the plugin streams each answer through
  // a new compressor, about 0.4 ms of CPU for a page of 24 leads.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: 64 * 1024 });
  await app.register(cookie);
  registerCsrfGuard(app, config.appUrl);

  app.addHook('onRequest', (_request, _reply, done) => {
    RequestContext.create(orm.em, done);
  });

  app.get('/healthz', async (_request, reply) => {
    const answers = await databaseAnswers(orm).catch((error: unknown) => {
      app.log.warn({ err: error }, 'health check: database does not answer');
      return false;
    });
    if (answers) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable' });
  });

  // Says a server runs on this database, so a restore waits for it to stop.
  const presence = await holdServerPresence(orm.config.get('clientUrl'), logger);
  app.addHook('onClose', () => presence.release());
  const mailer = createMailer(config, logger);
  const jobs = await startJobs({ orm, config, mailer, logger });
  app.addHook('onClose', () => jobs.stop());
  const files = createFileStore(orm, config);
  if (config.inbound) {
    // Loaded only when replies are taken: smtp-server costs a server without them ~3 MiB.
    const { startInboundListener } = await import('./features/emails/inbound-listener.ts');
    const inbound = await startInboundListener(orm, files, config.inbound, logger);
    app.addHook('onClose', () => inbound.close());
  }

  const sessions = createSessionCache();
  // A write here may have revoked a session (sign-out, deactivation, a new password, 2FA): the
  // next call on this instance reads sessions from the database again.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'POST') sessions.forget();
    done(null, payload);
  });

  await app.register(
    trpcRoute<AppRouter>({
      router: appRouter,
      createContext: createContextFactory({
        config,
        jobs,
        formTokens: createFormTokens(await loadAppSecret(orm.em.fork())),
        files,
        rateLimits: createRateLimits(config),
        sessions,
      }),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError({ error, path, req }) {
        // req.log carries the request id that the answer's 'Something went wrong' names.
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'tRPC procedure failed');
        if (error.code === 'SERVICE_UNAVAILABLE')
          req.log.warn({ path }, 'tRPC procedure: database unavailable');
      },
    }),
    { prefix: '/trpc' },
  );

  registerQuotePdfRoutes(app, orm, config);
  registerDocumentRoutes(app, orm, config, files);
  registerEvidenceUploadRoute(app, orm, config, files);
  registerCsvExport(app, orm, config);
  registerReportCsv(app, orm, config);
  registerImportRoutes(app, orm, config);
  registerBackupDownload(app, orm, config);
  registerPrivacyExport(app, orm, config, files);
  registerCrawlerFiles(app, config.appUrl);
  await registerStaticClient(app, config);
  return app;
}
