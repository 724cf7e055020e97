import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { crmConfirmPath } from '../../../shared/routes.ts';
import type { signInSchema, signUpSchema, updateProfileSchema } from '../../../shared/schemas/auth.ts';
import { EmailConfirmation } from '../../db/entities/email-confirmation.ts';
import { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { confirmationMail, existingAccountMail } from '../../mail/templates.ts';
import { TOO_MANY_ATTEMPTS } from '../../rate-limits.ts';
import type { InnerContext } from '../../trpc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, type SessionToken } from './sessions.ts';
import { generateSecret, sha256 } from './tokens.ts';

const CONFIRMATION_LIFETIME = 24 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired.';

/** What the auth service needs of the request context. */
export type AuthServices = Pick<InnerContext, 'em' | 'mailer' | 'mailThrottle' | 'config'>;

export type Me = { id: string; email: string; firstName: string; lastName: string; role: string };

export async function loadMe(em: EntityManager, user: User): Promise<Me> {
  const profile = await em.findOne(Profile, { user: user.id });
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    role: profile?.role ?? 'staff',
  };
}

async function sendConfirmation(services: AuthServices, user: User, firstName: string): Promise<void> {
  if (!services.mailThrottle.tryTake(user.email)) return;
  const token = generateSecret();
  const now = new Date();
  services.em.create(EmailConfirmation, {
    tokenHash: sha256(token),
    user,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME),
  });
  await services.em.flush();
  const link = new URL(
    `${crmConfirmPath}?token=${encodeURIComponent(token)}`,
    services.config.appUrl,
  ).toString();
  await services.mailer.send(confirmationMail(user.email, firstName, link));
}

/**
 * Creates the user and profile and mails a confirmation link. For an email that already
 * has an account the answer is the same (no account enumeration): a confirmed owner gets
 * a notice, an unconfirmed one a fresh link.
 */
export async function signUp(services: AuthServices, input: z.output<typeof signUpSchema>): Promise<void> {
  const { em } = services;
  const passwordHash = await hashPassword(input.password);
  const existing = await em.findOne(User, { email: input.email });
  if (existing) {
    const profile = await em.findOne(Profile, { user: existing.id });
    const firstName = profile?.firstName ?? input.firstName;
    if (existing.emailConfirmedAt) {
      if (services.mailThrottle.tryTake(existing.email)) {
        await services.mailer.send(
          existingAccountMail(existing.email, firstName, new URL('/crm', services.config.appUrl).toString()),
        );
      }
    } else {
      await sendConfirmation(services, existing, firstName);
    }
    return;
  }

  const user = await em.transactional(async (tx) => {
    const created = tx.create(User, { email: input.email, passwordHash, emailConfirmedAt: null });
    tx.create(Profile, { user: created, firstName: input.firstName, lastName: input.lastName });
    await tx.flush();
    return created;
  });
  await sendConfirmation(services, user, input.firstName);
}

/** Confirms the email of a valid, unexpired token; reading the token deletes it, atomically. */
export async function confirmEmail(em: EntityManager, token: string): Promise<void> {
  const confirmed = await em.transactional(async (tx) => {
    const rows = await tx.execute<{ user_id: string; email: string; valid: boolean }[]>(
      'delete from email_confirmations where token_hash = ? returning user_id, email, expires_at > now() as valid',
      [sha256(token)],
    );
    const row = rows[0];
    if (!row?.valid) return false;
    await tx.nativeUpdate(
      User,
      { id: row.user_id, email: row.email, emailConfirmedAt: null },
      { emailConfirmedAt: new Date() },
    );
    return true;
  });
  if (!confirmed) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CONFIRMATION });
}

const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 15 * 60;

/** After the third failed sign-in in a row, each failure doubles the wait: 1 s, 2 s, 4 s ... 15 min. */
export function signInDelaySeconds(failedSignIns: number): number {
  if (failedSignIns < FREE_FAILURES) return 0;
  return Math.min(2 ** (failedSignIns - FREE_FAILURES), MAX_DELAY_SECONDS);
}

export async function signIn(
  services: AuthServices,
  input: z.output<typeof signInSchema>,
): Promise<{ session: SessionToken; me: Me }> {
  const { em } = services;
  const user = await em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  }
  const now = new Date();
  if (user.signInBlockedUntil && user.signInBlockedUntil > now) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    user.failedSignIns += 1;
    const delay = signInDelaySeconds(user.failedSignIns);
    user.signInBlockedUntil = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
    await em.flush();
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  }
  if (user.failedSignIns > 0 || user.signInBlockedUntil) {
    user.failedSignIns = 0;
    user.signInBlockedUntil = null;
    await em.flush();
  }
  if (!user.emailConfirmedAt) {
    const me = await loadMe(em, user);
    await sendConfirmation(services, user, me.firstName);
    throw new TRPCError({ code: 'FORBIDDEN', message: EMAIL_NOT_CONFIRMED });
  }
  const session = await createSession(em, user, now);
  return { session, me: await loadMe(em, user) };
}

export async function updateProfile(
  em: EntityManager,
  user: User,
  input: z.output<typeof updateProfileSchema>,
): Promise<Me> {
  const profile = await em.findOne(Profile, { user: user.id });
  if (profile) {
    profile.firstName = input.firstName;
    profile.lastName = input.lastName;
  } else {
    em.create(Profile, { user, ...input });
  }
  await em.flush();
  return loadMe(em, user);
}
