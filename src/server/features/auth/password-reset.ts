import type { EntityManager } from '@mikro-orm/postgresql';
import { INVALID_RESET_LINK } from '../../../shared/schemas/auth.ts';
import { PasswordReset } from '../../db/entities/password-reset.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { takeRateLimit, TOO_MANY_ATTEMPTS } from '../../rate-limits.ts';
import { clearAccountFailures } from './account-guessing-cap.ts';
import { hashPassword } from './passwords.ts';
import { assertStrongPassword } from './password-rules.ts';
import { sha256 } from './tokens.ts';

const MINUTE = 60_000;
const RESET_LINK_LIFETIME = 30 * MINUTE;
/** Reset links one address may be sent in an hour, whoever asks (the person or an admin). */
const RESETS_PER_ADDRESS = { max: 3, windowMs: 60 * MINUTE };

export const RESET_LINK_USED =
  "This password reset link has already been used. Ask for a new one with 'Forgot password?'.";
export const RESET_LINK_EXPIRED =
  "This password reset link has expired. Ask for a new one with 'Forgot password?'.";

type ResetServices = { em: EntityManager; jobs: Jobs };

/**
 * Queues a reset link for the address, known or not: the same row, the same job and the same
 * answer either way (the mail job sends the link only to an account's address). The row and its
 * job are written in one transaction. At most three a hour per address, counted in PostgreSQL.
 */
export async function requestPasswordReset({ em, jobs }: ResetServices, email: string): Promise<void> {
  if (!(await takeRateLimit(em, `password-reset:${email}`, RESETS_PER_ADDRESS)))
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  await em.transactional(async (tx) => {
    const reset = tx.create(PasswordReset, { email, expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME) });
    await tx.flush();
    await jobs.sendMail({ kind: 'password-reset', resetId: reset.id }, { tx });
  });
}

/**
 * Follows a reset link, once: sets the new password, signs the person out of every session,
 * forgets their failed sign-ins (the per-account cap), drops their other reset links and queues
 * a notice mail, all in one transaction. A used or expired link says so; an unknown one is not found.
 */
export async function resetPassword(
  { em, jobs }: ResetServices,
  token: string,
  password: string,
): Promise<void> {
  const tokenHash = sha256(token);
  const reset = await em.findOne(PasswordReset, { tokenHash });
  if (!reset) throw new AppError('NOT_FOUND', INVALID_RESET_LINK);
  const user = await em.findOne(User, { email: reset.email }, { populate: ['profile'] });
  if (!user) throw new AppError('NOT_FOUND', INVALID_RESET_LINK);
  await assertStrongPassword(password, 'password', [
    user.email,
    user.profile?.firstName,
    user.profile?.lastName,
  ]);
  const passwordHash = await hashPassword(password);
  await em.transactional(async (tx) => {
    const [taken] = await tx.execute<{ used: boolean; expired: boolean }[]>(
      `with old as (select id, used_at, expires_at from password_resets where token_hash = ? for update)
       update password_resets p set used_at = coalesce(old.used_at, now()) from old where p.id = old.id
       returning old.used_at is not null as used, old.expires_at <= now() as expired`,
      [tokenHash],
    );
    if (!taken) throw new AppError('NOT_FOUND', INVALID_RESET_LINK);
    if (taken.used) throw new AppError('BAD_REQUEST', RESET_LINK_USED);
    if (taken.expired) throw new AppError('BAD_REQUEST', RESET_LINK_EXPIRED);
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await tx.execute('delete from sessions where user_id = ?', [user.id]);
    await tx.execute('delete from password_resets where email = ? and used_at is null', [user.email]);
    await tx.execute('delete from sign_in_failures where email = ?', [user.email]);
    await clearAccountFailures(tx, user.email);
    await jobs.sendMail({ kind: 'password-changed', userId: user.id }, { tx });
  });
}
