import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Secret-bearing URL parts never reach the logs: a link's token anywhere (a quote's or an evidence
 * request's private page has it in its path), and the input of
 * an auth procedure (a GET to /trpc/auth.signIn?input=... would carry a password) or of the
 * evidence page's (its link's token).
 */
export function redactUrl(url: string): string {
  const withoutTokens = url
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/(?:quote|evidence)\/)[^/?#]+/, '$1[redacted]');
  return /^\/trpc\/[^?]*(?:auth|evidence)\./.test(withoutTokens)
    ? withoutTokens.replace(/([?&]input=)[^&#]*/gi, '$1[redacted]')
    : withoutTokens;
}

/**
 * The process's pino logger; requests are logged as Fastify does, with secrets taken out of
 * URLs, and cookies, authorization and session headers redacted wherever an object carries them.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  );
}
