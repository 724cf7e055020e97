import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerCrawlerFiles } from './crawler-files.ts';
import { registerCsrfGuard } from './csrf.ts';
import { loadAppSecret } from './app-secret.ts';
import { createMailThrottle } from './features/auth/mail-throttle.ts';
import { createFormTokens } from './features/intake/form-tokens.ts';
import { createMailer } from './mail/mailer.ts';
import { createRateLimits } from './rate-limits.ts';
import { appRouter, type AppRouter } from './router.ts';
import { registerStaticClient } from './static-client.ts';
import { createContextFactory } from './trpc.ts';

export type AppDependencies = {
  config: Config;
  orm: MikroORM;
  logger: FastifyBaseLogger;
};

/** A number of hops becomes Fastify's trust function (its types take no number). */
function trustProxySetting(trustProxy: boolean | number) {
  if (typeof trustProxy === 'boolean') return trustProxy;
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
  });

  const https = config.appUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
  });

  // HTML pages and tRPC answers, compressed as they go out; the client's assets are compressed
  // at build time instead (static-client.ts), and this leaves those alone. tRPC streams its
  // answers, so their size is unknown and the threshold cannot spare the small ones.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerCsrfGuard(app, config.appUrl);

  app.addHook('onRequest', (_request, _reply, done) => {
    RequestContext.create(orm.em, done);
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await orm.em.fork().getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory({
        config,
        mailer: createMailer(config, logger),
        mailThrottle: createMailThrottle(),
        formTokens: createFormTokens(await loadAppSecret(orm.em.fork())),
        rateLimits: createRateLimits(app, config),
      }),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerCrawlerFiles(app, config.appUrl);
  await registerStaticClient(app, config.appUrl);
  return app;
}
