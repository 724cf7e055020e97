import type { AnyRouter, inferRouterContext } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import type { CreateFastifyContextOptions, FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

type TrpcRouteOptions<TRouter extends AnyRouter> = Omit<
  FastifyTRPCPluginOptions<TRouter>['trpcOptions'],
  'createContext'
> & {
  createContext: (options: CreateFastifyContextOptions) => Promise<inferRouterContext<TRouter>>;
};

/**
 * tRPC at `/:path` (register with a prefix), as @trpc/server's Fastify adapter serves it, except
 * that a JSON answer goes out as one buffer with its length (the adapter pipes every answer as a
 * web stream, chunked: more writes per call, and compression cannot spare the small ones). A
 * streamed answer (the client asked for one) is still piped.
 */
export function trpcRoute<TRouter extends AnyRouter>(
  options: TrpcRouteOptions<TRouter>,
): FastifyPluginCallback {
  return (app: FastifyInstance, _options, done) => {
    // tRPC reads the body itself: Fastify hands it over as it came.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) =>
      parsed(null, body),
    );
    app.removeContentTypeParser('multipart/form-data');
    app.addContentTypeParser('multipart/form-data', (_request, body, parsed) => parsed(null, body));
    app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
      const incoming = request.raw as typeof request.raw & { body?: unknown };
      if (request.body !== undefined) incoming.body = request.body;
      const response = await resolveResponse<TRouter>({
        ...options,
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path: request.params.path,
        error: null,
        createContext: ({ info }) => options.createContext({ req: request, res: reply, info }),
        onError: (error) => options.onError?.({ ...error, req: request }),
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
