import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Where the API answers: JSON only, never a document a browser renders. */
const API_PREFIX = '/trpc/';

/** Strict-Transport-Security over HTTPS, the same on pages and on the API: a year, subdomains too. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * The headers of an API answer. A document's headers (its content security policy, opener and
 * referrer policies, DNS prefetch, the old browsers' switches: 700 bytes) mean nothing on JSON
 * that no browser renders; what does is OWASP's set for a REST API: no content of any kind
 * loads from it and no page frames it, its type is never sniffed, other sites cannot read it
 * with a plain `<script>` or `<img>`, and no cache keeps the personal data it carries.
 */
function apiHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['cache-control', 'no-store'],
  ];
  if (https) headers.push(['strict-transport-security', `max-age=${HSTS.maxAge}; includeSubDomains`]);
  return headers;
}

/**
 * Helmet's headers (the content security policy among them) on every page, asset and file, and
 * the API's own on its answers. Helmet's middleware is built once here and run on each request's
 * raw response; @fastify/helmet built it anew for every request (parsing the policy each time), a
 * tenth of a signed-in call's CPU.
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
    hsts: https ? HSTS : false,
  });
  const forApi = apiHeaders(https);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX)) {
      for (const [name, value] of forApi) reply.raw.setHeader(name, value);
      return done();
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
