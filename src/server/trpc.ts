import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger } from 'fastify';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { sessionCookie, type SessionCookie } from './features/auth/session-cookie.ts';
import { validateSessionToken, type ValidSession } from './features/auth/sessions.ts';
import type { MailThrottle } from './features/auth/mail-throttle.ts';
import type { FormTokens } from './features/intake/form-tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimits } from './rate-limits.ts';

// ---------------------------------------------------------------- CONTEXT

/** What every procedure may use; no HTTP objects, so tests can build one. */
export type InnerContext = {
  em: EntityManager;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  mailThrottle: MailThrottle;
  formTokens: FormTokens;
  /** The signed-in user and their session, or null. */
  auth: ValidSession | null;
  cookie: SessionCookie;
  /** Throws TOO_MANY_REQUESTS when this client has used up the named allowance. */
  rateLimit: (name: keyof RateLimits) => Promise<void>;
};

export type ContextDependencies = {
  config: Config;
  mailer: Mailer;
  mailThrottle: MailThrottle;
  formTokens: FormTokens;
  rateLimits: RateLimits;
};

export function createContextFactory({
  config,
  mailer,
  mailThrottle,
  formTokens,
  rateLimits,
}: ContextDependencies) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<InnerContext> => {
    const em = RequestContext.getEntityManager() as EntityManager | undefined;
    if (!em) throw new Error('No MikroORM request context: is the onRequest hook registered?');
    const cookie = sessionCookie(req, res, config.appUrl);
    const token = cookie.read();
    const auth = token ? await validateSessionToken(em, token) : null;
    if (token && !auth) cookie.clear();
    if (token && auth?.refreshed) cookie.set(token, auth.session.expiresAt);
    return {
      em,
      config,
      log: req.log,
      mailer,
      mailThrottle,
      formTokens,
      auth,
      cookie,
      rateLimit: (name) => rateLimits[name](req),
    };
  };
}

// ---------------------------------------------------------- INITIALIZATION

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.';
const UNREADABLE_REQUEST = 'The request could not be read.';

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
    // Only messages we wrote reach the client: our own AppErrors and the input schemas' messages.
    // A request tRPC could not read gets a plain message instead of the parser's text, a crash
    // a generic one.
    const ours = error instanceof AppError ? error : null;
    const zodError = error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause : null;
    const message = ours
      ? ours.message
      : zodError
        ? (zodError.issues[0]?.message ?? shape.message)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? GENERIC_ERROR
          : UNREADABLE_REQUEST;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: ours ? ours.fieldErrors : zodError ? fieldErrorsOf(zodError) : null,
      },
    };
  },
});

// -------------------------------------------------------------- PROCEDURES

export const router = t.router;
export const publicProcedure = t.procedure;

/** Signed-in staff only: UNAUTHORIZED otherwise, and `ctx.user` is never null inside. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, user: ctx.auth.user, session: ctx.auth.session } });
});
