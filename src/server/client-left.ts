import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What Node says of a body cut off by its sender: 'aborted' (ECONNRESET) or 'Premature close'. */
const CUT_OFF = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Whether the error is the request's own connection closing under it: its browser left. */
export function clientLeft(request: FastifyRequest, error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return (
    typeof code === 'string' && CUT_OFF.has(code) && (request.raw.destroyed || request.raw.socket.destroyed)
  );
}

/**
 * A browser that leaves during an upload or a save (closed, navigated away, lost its network)
 * is no fault of the server: logged at info level with the request, answered with nginx's 499
 * (nobody reads it), never a 500 error. Every other error goes on to Fastify's own handler.
 */
export function registerClientLeftHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!clientLeft(request, error)) throw error;
    request.log.info({ code: (error as { code: string }).code }, 'the client left before the answer');
    return reply.code(499).send();
  });
}
