import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers (the content security policy among them) on every answer. The middleware is
 * built once here and run on each request's raw response; @fastify/helmet built it anew for every
 * request (parsing the policy each time), a tenth of a signed-in call's CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const setHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}
