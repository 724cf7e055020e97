import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Config } from './config.ts';

// ---------------------------------------------------------------- CONTEXT

/** What every procedure may use. Built without HTTP objects, so tests can make one directly. */
export type InnerContext = {
  em: EntityManager;
  config: Config;
};

export function createInnerContext(inner: InnerContext): InnerContext {
  return inner;
}

export function createContextFactory(config: Config) {
  return ({ req, res }: CreateFastifyContextOptions) => {
    const em = RequestContext.getEntityManager();
    if (!em) throw new Error('No MikroORM request context: is the onRequest hook registered?');
    return { ...createInnerContext({ em: em as EntityManager, config }), req, res };
  };
}

export type Context = Awaited<ReturnType<ReturnType<typeof createContextFactory>>>;

// ---------------------------------------------------------- INITIALIZATION

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.';

/** Field messages keyed by dotted path, the shape @mantine/form's setErrors takes. */
function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const t = initTRPC.context<InnerContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? GENERIC_ERROR : (zodError?.issues[0]?.message ?? shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: zodError ? fieldErrorsOf(zodError) : null,
      },
    };
  },
});

// -------------------------------------------------------------- PROCEDURES

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
export { TRPCError };
