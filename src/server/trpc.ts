import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { initTRPC } from '@trpc/server';
import type { TrpcHttp } from './trpc-route.ts';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { StaffRole } from '../shared/enums.ts';
import { ENTER_TWO_FACTOR_CODE, SET_UP_TWO_FACTOR } from '../shared/two-factor.ts';
import type { Config } from './config.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/unavailable.ts';
import { answerTransformer } from './answer-transformer.ts';
import { AppError } from './errors.ts';
import { sessionCookie, type SessionCookie } from './features/auth/session-cookie.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { ValidSession } from './features/auth/sessions.ts';
import type { FormTokens } from './features/intake/form-tokens.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { RateLimits } from './rate-limits.ts';
import type { FileStore } from './storage/file-store.ts';

// ---------------------------------------------------------------- CONTEXT

/** What every procedure may use; no HTTP objects, so tests can build one. */
export type InnerContext = {
  em: EntityManager;
  config: Config;
  log: FastifyBaseLogger;
  jobs: Jobs;
  formTokens: FormTokens;
  /** Where documents' files are kept (PostgreSQL or S3). */
  files: FileStore;
  /** The signed-in user, their profile and session, or null. */
  auth: ValidSession | null;
  cookie: SessionCookie;
  /** The client's IP (behind TRUST_PROXY, the forwarded one). */
  ip: string;
  /** The browser's User-Agent header ('' without one): kept as evidence of an accepted quote. */
  userAgent: string;
  /** Fastify's request id, also in every log line of the request. */
  requestId: string;
  /** Throws TOO_MANY_REQUESTS when this client has used up the named allowance. */
  rateLimit: (name: keyof RateLimits) => Promise<void>;
};

export type ContextDependencies = {
  config: Config;
  jobs: Jobs;
  formTokens: FormTokens;
  files: FileStore;
  rateLimits: RateLimits;
  sessions: SessionCache;
};

export function createContextFactory({
  config,
  jobs,
  formTokens,
  files,
  rateLimits,
  sessions,
}: ContextDependencies) {
  return async ({ req, res }: TrpcHttp): Promise<InnerContext> => {
    const em = RequestContext.getEntityManager() as EntityManager | undefined;
    if (!em) throw new Error('No MikroORM request context: is the onRequest hook registered?');
    const cookie = sessionCookie(req, res, config.appUrl);
    const token = cookie.read();
    const auth = token
      ? await sessions
          .validate(em, token, {
            origin: { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
            // Queries come as GET, mutations as POST: a write always reads its session afresh.
            reuse: req.method === 'GET',
          })
          .catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
            throw error;
          })
      : null;
    if (token && !auth) cookie.clear();
    if (token && auth?.refreshed) cookie.set(token, auth.session.expiresAt);
    return {
      em,
      config,
      log: req.log,
      jobs,
      formTokens,
      files,
      auth,
      cookie,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      requestId: req.id,
      rateLimit: (name) => rateLimits[name](em, req),
    };
  };
}

// ---------------------------------------------------------- INITIALIZATION

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
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
  transformer: answerTransformer,
  errorFormatter({ shape, error, ctx }) {
    // Only messages we wrote reach the client: our own AppErrors and the input schemas' messages.
    // A request tRPC could not read gets a plain message instead of the parser's text, a crash
    // 'Something went wrong' with the request id that its log line carries too.
    const ours = error instanceof AppError ? error : null;
    const zodError = error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause : null;
    const crashed = !ours && !zodError && error.code === 'INTERNAL_SERVER_ERROR';
    const requestId = crashed ? (ctx?.requestId ?? null) : null;
    const message = ours
      ? ours.message
      : zodError
        ? (zodError.issues[0]?.message ?? shape.message)
        : crashed
          ? `${GENERIC_ERROR}${requestId ? ` (reference ${requestId})` : ''}`
          : UNREADABLE_REQUEST;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: ours ? ours.fieldErrors : zodError ? fieldErrorsOf(zodError) : null,
        requestId,
      },
    };
  },
});

// -------------------------------------------------------------- PROCEDURES

export const router = t.router;

/** Calls a router in process with a context made directly (tests' fast path, tests/support/caller.ts). */
export const createCallerFactory = t.createCallerFactory;

/**
 * A middleware's result, except that a database that cannot be reached answers 503 with a
 * readable message, never a 500.
 */
function outageAnswered<Result extends { ok: boolean; error?: { cause?: unknown } }>(result: Result): Result {
  if (!result.ok && !(result.error instanceof AppError) && isDatabaseUnavailable(result.error?.cause))
    throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  return result;
}

export const publicProcedure = t.procedure.use(async ({ next }) => outageAnswered(await next()));

export const SIGN_IN_FIRST = 'Please sign in to continue.';
export const WAITING_FOR_APPROVAL = 'Your account is waiting for an admin’s approval.';
export const MANAGERS_ONLY = 'Only managers and admins can do this.';
export const ADMINS_ONLY = 'Only admins can do this.';

export { ENTER_TWO_FACTOR_CODE };

/**
 * A procedure open only to sessions the refusal lets through; its resolvers get the session's
 * user, profile, session and role in their context, and an outage answers as publicProcedure's
 * does. One middleware per procedure: each tRPC middleware copies the call's options and context
 * again (twice with Babel's object spread, about 3% of a count call's CPU for the three levels a
 * staff call had).
 */
function allowing(refusal: (auth: ValidSession | null) => AppError | null) {
  return t.procedure.use(async ({ ctx, next }) => {
    const refused = refusal(ctx.auth);
    if (refused || !ctx.auth) throw refused ?? new AppError('UNAUTHORIZED', SIGN_IN_FIRST);
    const { user, profile, session } = ctx.auth;
    return outageAnswered(await next({ ctx: { user, profile, session, role: profile.role } }));
  });
}

const signedInRefusal = (auth: ValidSession | null) =>
  auth ? null : new AppError('UNAUTHORIZED', SIGN_IN_FIRST);

/**
 * Signed in, even before the second factor: only for giving that factor (a code, a recovery
 * code) or setting it up when the team requires it.
 */
export const sessionProcedure = allowing(signedInRefusal);

/**
 * Where the second factor is still owed (the user has one, or the team requires one): why the
 * session may not reach data yet (Lucia's design: the session carries the flag).
 */
function secondFactorRefusal(auth: ValidSession | null): AppError | null {
  if (auth?.secondFactor === 'code') return new AppError('FORBIDDEN', ENTER_TWO_FACTOR_CODE);
  if (auth?.secondFactor === 'setup') return new AppError('FORBIDDEN', SET_UP_TWO_FACTOR);
  return null;
}

/**
 * Signed in, whatever their standing (a pending user may read themselves and sign out), with the
 * second factor given. Every procedure that reaches data builds on this one's rule.
 */
export const signedInProcedure = allowing((auth) => signedInRefusal(auth) ?? secondFactorRefusal(auth));

/**
 * The rule for the CRM's staff, for procedures and HTTP routes alike (auth/staff-access.ts):
 * signed in with the second factor given, and approved; otherwise why not.
 */
export function staffRefusal(auth: ValidSession | null): AppError | null {
  if (!auth) return new AppError('UNAUTHORIZED', SIGN_IN_FIRST);
  const secondFactor = secondFactorRefusal(auth);
  if (secondFactor) return secondFactor;
  if (auth.profile.status !== 'active') return new AppError('FORBIDDEN', WAITING_FOR_APPROVAL);
  return null;
}

/** Approved staff of any role: the CRM's records. */
export const staffProcedure = allowing(staffRefusal);

const withRole = (roles: readonly StaffRole[], message: string) =>
  allowing((auth) => {
    const refused = staffRefusal(auth);
    if (refused || !auth) return refused;
    return roles.includes(auth.profile.role) ? null : new AppError('FORBIDDEN', message);
  });

/** Managers and admins: deleting anyone's records, the team list. */
export const managerProcedure = withRole(['manager', 'admin'], MANAGERS_ONLY);

/** Admins only: managing the team, demo data. */
export const adminProcedure = withRole(['admin'], ADMINS_ONLY);
