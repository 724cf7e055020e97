import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { answerProcedureCall, readProcedureCall } from './trpc-calls.ts';

/** What a call's context is made from. */
export type TrpcHttp = { req: FastifyRequest; res: FastifyReply };

type TrpcRouteOptions<TRouter extends AnyRouter> = {
  router: TRouter;
  createContext: (http: TrpcHttp) => Promise<inferRouterContext<TRouter>>;
  maxBatchSize: number;
  onError: (failure: { error: TRPCError; path: string | undefined; req: FastifyRequest }) => void;
};

/**
 * tRPC at `/:path` (register with a prefix), as @trpc/server's Fastify adapter serves it, except
 * that the everyday calls (queries as a GET, mutations as a POST of JSON) are answered in place
 * (trpc-calls.ts), and every JSON answer goes out as one buffer with its length (the adapter
 * pipes every answer as a web stream, chunked: more writes per call, and compression cannot
 * spare the small ones). Anything else goes through @trpc/server's resolveResponse; a streamed
 * answer (the client asked for one) is still piped.
 */
export function trpcRoute<TRouter extends AnyRouter>(
  options: TrpcRouteOptions<TRouter>,
): FastifyPluginCallback {
  const { router, maxBatchSize } = options;
  return (app: FastifyInstance, _options, done) => {
    // tRPC reads the body itself: Fastify hands it over as it came.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) =>
      parsed(null, body),
    );
    app.removeContentTypeParser('multipart/form-data');
    app.addContentTypeParser('multipart/form-data', (_request, body, parsed) => parsed(null, body));
    app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
      const createContext = () => options.createContext({ req: request, res: reply });
      const call = readProcedureCall(router, maxBatchSize, {
        method: request.method,
        path: request.params.path,
        query: request.query as Record<string, unknown>,
        headers: request.headers,
        body: request.body,
      });
      if (call) {
        const answer = await answerProcedureCall(call, {
          router,
          createContext,
          onError: (error, path) => options.onError({ error, path, req: request }),
        });
        return reply
          .code(answer.status)
          .header('content-type', 'application/json')
          .header('vary', 'trpc-accept, accept')
          .send(Buffer.from(answer.body));
      }
      const incoming = request.raw as typeof request.raw & { body?: unknown };
      if (request.body !== undefined) incoming.body = request.body;
      const response = await resolveResponse<TRouter>({
        router,
        maxBatchSize,
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path: request.params.path,
        error: null,
        createContext,
        onError: ({ error, path }) => options.onError({ error, path, req: request }),
      });
      reply.code(response.status);
      response.headers.forEach((value, name) => void reply.header(name, value));
      if (response.headers.get('content-type')?.startsWith('application/json'))
        return reply.send(Buffer.from(await response.arrayBuffer()));
      return reply.send(response);
    });
    done();
  };
}
