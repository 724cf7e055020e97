import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { crmConfirmPath } from '../../../shared/routes.ts';
import type { signInSchema, signUpSchema, updateProfileSchema } from '../../../shared/schemas/auth.ts';
import { EmailConfirmation } from '../../db/entities/email-confirmation.ts';
import { Profile } from '../../db/entities/profile.ts';
import { SignInFailure } from '../../db/entities/sign-in-failure.ts';
import { User } from '../../db/entities/user.ts';
import { confirmationMail, existingAccountMail } from '../../mail/templates.ts';
import { AppError, fieldError } from '../../errors.ts';
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

export const SIGN_UP_NOT_ALLOWED = 'Sign-up is limited to staff email addresses.';

/** With SIGN_UP_EMAIL_DOMAINS set, only addresses at those domains may create an account. */
export function assertSignUpAllowed(allowedDomains: readonly string[], email: string): void {
  if (allowedDomains.length === 0) return;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!allowedDomains.includes(domain)) throw fieldError('email', SIGN_UP_NOT_ALLOWED);
}

/** What a sign-up sets once its link is followed. */
type PendingSignUp = { passwordHash: string; firstName: string; lastName: string };

/** Mails a confirmation link; a sign-up's link carries that sign-up's password and names. */
async function sendConfirmation(services: AuthServices, user: User, pending?: PendingSignUp): Promise<void> {
  if (!services.mailThrottle.tryTake(user.email)) return;
  const token = generateSecret();
  const now = new Date();
  services.em.create(EmailConfirmation, {
    tokenHash: sha256(token),
    user,
    email: user.email,
    passwordHash: pending?.passwordHash ?? null,
    firstName: pending?.firstName ?? null,
    lastName: pending?.lastName ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME),
  });
  await services.em.flush();
  const link = new URL(
    `${crmConfirmPath}?token=${encodeURIComponent(token)}`,
    services.config.appUrl,
  ).toString();
  await services.mailer.send(confirmationMail(user.email, link));
}

/**
 * Creates the user and profile and mails a confirmation link. For an email that already has
 * an account the answer is the same (no account enumeration): a confirmed owner gets a notice;
 * an unconfirmed address gets a fresh link. Each link applies its own sign-up's password and
 * names when followed, so whoever reads the mailbox decides which sign-up counts.
 */
export async function signUp(services: AuthServices, input: z.output<typeof signUpSchema>): Promise<void> {
  const { em } = services;
  const passwordHash = await hashPassword(input.password);
  const existing = await em.findOne(User, { email: input.email });
  if (existing?.emailConfirmedAt) {
    if (services.mailThrottle.tryTake(existing.email)) {
      await services.mailer.send(
        existingAccountMail(existing.email, new URL('/crm', services.config.appUrl).toString()),
      );
    }
    return;
  }
  if (existing) {
    await sendConfirmation(services, existing, {
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    return;
  }

  const user = await em.transactional(async (tx) => {
    const created = tx.create(User, { email: input.email, passwordHash, emailConfirmedAt: null });
    tx.create(Profile, { user: created, firstName: input.firstName, lastName: input.lastName });
    await tx.flush();
    return created;
  });
  await sendConfirmation(services, user);
}

type ConfirmationRow = {
  user_id: string;
  email: string;
  valid: boolean;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * Confirms the email of a valid, unexpired token, once: reading the token deletes it, and the
 * user's other pending links stop working. A link from a repeated sign-up also sets its password
 * and names.
 */
export async function confirmEmail(em: EntityManager, token: string): Promise<void> {
  const confirmed = await em.transactional(async (tx) => {
    const [row] = await tx.execute<ConfirmationRow[]>(
      `delete from email_confirmations where token_hash = ?
       returning user_id, email, expires_at > now() as valid, password_hash, first_name, last_name`,
      [sha256(token)],
    );
    if (!row?.valid) return false;
    const confirmedUsers = await tx.execute<{ id: string }[]>(
      `update users set email_confirmed_at = now(), password_hash = coalesce(?, password_hash), updated_at = now()
        where id = ? and email = ? and email_confirmed_at is null
        returning id`,
      [row.password_hash, row.user_id, row.email],
    );
    if (confirmedUsers.length === 0) return false;
    if (row.first_name && row.last_name) {
      await tx.nativeUpdate(
        Profile,
        { user: row.user_id },
        { firstName: row.first_name, lastName: row.last_name },
      );
    }
    await tx.nativeDelete(EmailConfirmation, { user: row.user_id });
    return true;
  });
  if (!confirmed) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION);
}

const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 15 * 60;

/** After the third failed sign-in in a row, each failure doubles the wait: 1 s, 2 s, 4 s ... 15 min. */
export function signInDelaySeconds(failedSignIns: number): number {
  if (failedSignIns < FREE_FAILURES) return 0;
  return Math.min(2 ** (failedSignIns - FREE_FAILURES), MAX_DELAY_SECONDS);
}

async function isSignInBlocked(em: EntityManager, email: string): Promise<boolean> {
  const [row] = await em.execute<{ blocked: boolean }[]>(
    'select blocked_until > now() as blocked from sign_in_failures where email = ?',
    [email],
  );
  return row?.blocked === true;
}

/**
 * Counts a failed sign-in for the address (known or not, so the answers never tell them apart)
 * in one atomic statement, and sets the wait before the next try. A run of failures older than
 * a day starts again from one.
 */
async function recordFailedSignIn(em: EntityManager, email: string): Promise<void> {
  const [row] = await em.execute<{ failures: number }[]>(
    `insert into sign_in_failures as f (email, failures, updated_at) values (?, 1, now())
     on conflict (email) do update
       set failures = case when f.updated_at < now() - interval '1 day' then 1 else f.failures + 1 end,
           updated_at = now()
     returning failures`,
    [email],
  );
  const delay = signInDelaySeconds(row?.failures ?? 1);
  if (delay > 0) {
    await em.execute(
      `update sign_in_failures set blocked_until = now() + make_interval(secs => ?) where email = ?`,
      [delay, email],
    );
  }
}

export async function signIn(
  services: AuthServices,
  input: z.output<typeof signInSchema>,
): Promise<{ session: SessionToken; me: Me }> {
  const { em } = services;
  if (await isSignInBlocked(em, input.email)) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
  const user = await em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) {
    await recordFailedSignIn(em, input.email);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await em.nativeDelete(SignInFailure, { email: input.email });
  if (!user.emailConfirmedAt) {
    await sendConfirmation(services, user);
    throw new AppError('FORBIDDEN', EMAIL_NOT_CONFIRMED);
  }
  const session = await createSession(em, user);
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
