import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/** Secret-bearing query values (the confirmation link's token) never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** The process's pino logger; requests are logged as Fastify does, with secrets taken out of URLs. */
export function createLogger(level: string) {
  return pino({
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  });
}
