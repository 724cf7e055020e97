import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import type { StaffRole } from '../../src/shared/enums.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { sessionCookieName } from '../../src/server/features/auth/session-cookie.ts';
import { createSession, validateSessionToken } from '../../src/server/features/auth/sessions.ts';
import { startJobs } from '../../src/server/jobs/jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import { appRouter } from '../../src/server/router.ts';
import { createCallerFactory } from '../../src/server/trpc.ts';
import type { TestApp } from './app.ts';

const createCaller = createCallerFactory(appRouter);

/**
 * The fast path for tests of staff procedures: an approved staff member and their session made
 * straight in the test's database, and the API called in process (tRPC's caller) with the context
 * a request of theirs gets, so no sign-up mail and no HTTP per call. Its job queue only queues (a
 * worker of the test app sends). Tests of sign-in, cookies and HTTP keep using `signedInStaff`.
 */
export async function directStaff(
  server: TestApp,
  role: StaffRole = 'staff',
  firstName = 'Dana',
  /** Each call's EntityManager (a fork of the app's by default; a transaction's keeps one connection). */
  requestEm: () => EntityManager = () => server.database.orm.em.fork(),
) {
  const em = server.database.orm.em.fork();
  const user = em.create(User, {
    email: `direct-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: 'unused',
    emailConfirmedAt: new Date(),
  });
  em.create(Profile, { user, firstName, lastName: 'Direct', role, status: 'active' });
  await em.flush();
  const { token } = await createSession(em, user, { ip: '127.0.0.1', userAgent: 'direct caller' });
  const logger = pino({ level: 'silent' });
  const config = { ...server.config, workJobs: false };
  const jobs = await startJobs({
    orm: server.database.orm,
    config,
    mailer: createMailer(config, logger),
    logger,
  });
  const formTokens = createFormTokens(await loadAppSecret(em));
  const caller = createCaller(async () => {
    const em = requestEm();
    return {
      em,
      config,
      log: logger,
      jobs,
      formTokens,
      files: createFileStore(server.database.orm, config),
      auth: await validateSessionToken(em, token),
      // No HTTP response to set a cookie on; the session is the token's, read as a request's.
      cookie: { read: () => token, set: () => undefined, clear: () => undefined },
      ip: '127.0.0.1',
      userAgent: 'direct caller',
      requestId: randomBytes(4).toString('hex'),
      // Rate limits guard the public procedures, which tests call over HTTP.
      rateLimit: () => Promise.resolve(),
    };
  });
  /** The session as a Cookie header, for the plain HTTP routes (uploads, downloads). */
  const cookie = `${sessionCookieName(server.config.appUrl)}=${token}`;
  return { caller, user, cookie, close: () => jobs.stop() };
}
