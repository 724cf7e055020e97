import type { EntityManager } from '@mikro-orm/postgresql';
import { INVALID_CREDENTIALS } from '../../../shared/schemas/auth.ts';
import { SignUp } from '../../db/entities/sign-up.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';

/** How long a sign-up's confirmation link works. */
export const CONFIRMATION_LIFETIME = 24 * 60 * 60 * 1000;

/**
 * The address's newest live sign-up (not an invitation) when the password is that sign-up's own,
 * else null. One argon2 verification either way, so an unknown address answers as slowly.
 */
export async function unconfirmedSignUpMatching(
  em: EntityManager,
  email: string,
  password: string,
): Promise<SignUp | null> {
  const signUp = await em.findOne(
    SignUp,
    { email, invitedRole: null, passwordHash: { $ne: null }, expiresAt: { $gt: new Date() } },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!signUp?.passwordHash) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(signUp.passwordHash, password)) ? signUp : null;
}

/**
 * 'Send the link again' after 'Email not confirmed': with the sign-up's own password, a fresh
 * sign-up (a new day to confirm) replaces it and its mail is queued in the same transaction; the
 * mail job's throttle (one mail a minute to an address) applies.
 */
export async function resendConfirmation(
  { em, jobs }: { em: EntityManager; jobs: Jobs },
  input: { email: string; password: string },
): Promise<void> {
  const signUp = await unconfirmedSignUpMatching(em, input.email, input.password);
  if (!signUp) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  await em.transactional(async (tx) => {
    const fresh = tx.create(SignUp, {
      email: signUp.email,
      passwordHash: signUp.passwordHash,
      firstName: signUp.firstName,
      lastName: signUp.lastName,
      expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME),
    });
    await tx.nativeDelete(SignUp, { id: signUp.id });
    await tx.flush();
    await jobs.sendMail({ kind: 'sign-up', signUpId: fresh.id }, { tx });
  });
}
