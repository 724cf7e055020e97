import {
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRouter,
  type TRPCError,
  type TRPCDefaultErrorShape,
  type TRPCRootConfig,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';

type ProcedureType = 'query' | 'mutation';

/** A call as the tRPC client sends it: its procedures' type and paths, and their inputs, read. */
export type ProcedureCall = {
  type: ProcedureType;
  paths: string[];
  isBatch: boolean;
  /** Each call's input, decoded (superjson), by its place in the batch. */
  inputs: unknown[];
};

/** What readProcedureCall reads of the HTTP request. */
export type HttpCall = {
  method: string;
  /** The path after /trpc/, as sent (URL-encoded). */
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** The body as text (Fastify's parser in trpc-route.ts), or undefined without one. */
  body: unknown;
};

/** The router's configuration, as far as answering reads it. */
type RootConfig = TRPCRootConfig<{
  ctx: object;
  meta: object;
  errorShape: TRPCDefaultErrorShape;
  transformer: boolean;
}>;

type Answer = { status: number; body: string };

type AnswerOptions<TContext extends object> = {
  router: AnyRouter;
  createContext: () => Promise<TContext>;
  onError: (error: TRPCError, path: string) => void;
};

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' &&
  contentType.toLowerCase().split(';', 1)[0]?.trim() === 'application/json';

/** The text the inputs came in: a GET's `input` parameter, a POST's JSON body; null when neither reads as the client sends it. */
function inputText({ method, query, headers, body }: HttpCall): string | undefined | null {
  if (method === 'GET')
    return typeof query.input === 'string' || query.input === undefined ? query.input : null;
  if (method === 'POST' && isJson(headers['content-type']) && typeof body === 'string' && body !== '')
    return body;
  return null;
}

/**
 * The call an HTTP request asks for, when it is the everyday kind: queries as a GET or mutations
 * as a POST of JSON, to procedures the router has, their inputs readable, no stream asked for.
 * Null for anything else (an unknown path, a wrong method, a subscription, a form upload, a
 * malformed input, a streamed or oversized batch), which @trpc/server's resolveResponse answers
 * with its own errors.
 */
export function readProcedureCall(
  router: AnyRouter,
  maxBatchSize: number,
  http: HttpCall,
): ProcedureCall | null {
  if (http.headers['trpc-accept'] !== undefined || http.query.connectionParams !== undefined) return null;
  const type: ProcedureType = http.method === 'GET' ? 'query' : 'mutation';
  const text = inputText(http);
  if (text === null) return null;
  const isBatch = http.query.batch === '1';
  let paths: string[];
  try {
    paths = isBatch ? decodeURIComponent(http.path).split(',') : [decodeURIComponent(http.path)];
  } catch {
    return null;
  }
  if (paths.length > maxBatchSize) return null;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  if (!paths.every((path) => Object.hasOwn(procedures, path) && procedures[path]?._def.type === type))
    return null;
  const config = router._def._config as RootConfig;
  const deserialize = (value: unknown): unknown => config.transformer.input.deserialize(value);
  try {
    const parsed: unknown = text === undefined ? undefined : JSON.parse(text);
    if (!isBatch)
      return { type, paths, isBatch, inputs: [parsed === undefined ? undefined : deserialize(parsed)] };
    if (parsed === undefined) return { type, paths, isBatch, inputs: [] };
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const inputs = paths.map((_path, index) => {
      const input = (parsed as Record<string, unknown>)[index];
      return input === undefined ? undefined : deserialize(input);
    });
    return { type, paths, isBatch, inputs };
  } catch {
    return null;
  }
}

/**
 * Answers a ProcedureCall with the procedures' results, in the body and with the status
 * resolveResponse gives the same call (@trpc/server's own helpers make both: the procedure call,
 * error shapes, the transformer, the status of a batch), without the web Request, Response,
 * Headers and abort signals the fetch adapter builds around each call: about a quarter of a count
 * call's CPU (README: tRPC's calls answered in place).
 */
export async function answerProcedureCall<TContext extends object>(
  call: ProcedureCall,
  { router, createContext, onError }: AnswerOptions<TContext>,
): Promise<Answer> {
  const config = router._def._config as RootConfig;
  // A context that cannot be made fails each call with its error, as resolveResponse does.
  const context = await createContext().then(
    (ctx) => ({ made: true as const, ctx }),
    (error: unknown) => ({ made: false as const, ctx: undefined, error }),
  );
  const { ctx } = context;
  const results = await Promise.all(
    call.paths.map(async (path, index) => {
      const input = call.inputs[index];
      try {
        if (!context.made) return failed(context.error);
        const data: unknown = await callTRPCProcedure({
          router,
          path,
          getRawInput: () => Promise.resolve(input),
          ctx,
          type: call.type,
          signal: undefined,
          batchIndex: index,
        });
        return { result: { data } };
      } catch (cause) {
        return failed(cause);
      }
      function failed(cause: unknown) {
        const error = getTRPCErrorFromUnknown(cause);
        onError(error, path);
        return { error: getErrorShape({ config, ctx, error, input, path, type: call.type }) };
      }
    }),
  );
  return {
    status: getHTTPStatusCode(results),
    body: JSON.stringify(transformTRPCResponse(config, call.isBatch ? results : results[0]!)),
  };
}
