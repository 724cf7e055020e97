import type { EntityManager } from '@mikro-orm/postgresql';
import type { Session } from '../../db/entities/session.ts';
import { Profile } from '../../db/entities/profile.ts';
import { AppError } from '../../errors.ts';
import { isTwoFactorRequired, setTwoFactorRequired } from '../auth/team-security.ts';
import { removeTwoFactor } from '../auth/two-factor.ts';

export const SET_UP_YOURS_FIRST =
  'Set up two-factor authentication for yourself first (Settings › Security), then require it of everyone.';
const NOT_FOUND = 'This staff member was not found.';
const NOT_YOURSELF = 'You cannot reset your own two-factor authentication. Ask another admin.';

export type TeamSecurity = { requireTwoFactor: boolean };

export async function teamSecurity(em: EntityManager): Promise<TeamSecurity> {
  return { requireTwoFactor: await isTwoFactorRequired(em) };
}

/**
 * Requires (or stops requiring) two-factor authentication of everyone: those without it set it
 * up at their next request. The admin turning it on must have passed a second factor in this
 * session, so they cannot be sent to set-up by their own switch.
 */
export async function requireTwoFactor(
  em: EntityManager,
  session: Session,
  required: boolean,
): Promise<TeamSecurity> {
  if (required && !session.twoFactorVerified) throw new AppError('BAD_REQUEST', SET_UP_YOURS_FIRST);
  await setTwoFactorRequired(em, required);
  return { requireTwoFactor: required };
}

/** For someone who lost their phone and codes: their key and recovery codes go; they sign in with the password and set it up again. */
export async function resetMemberTwoFactor(
  em: EntityManager,
  adminId: string,
  userId: string,
): Promise<void> {
  if (userId === adminId) throw new AppError('FORBIDDEN', NOT_YOURSELF);
  if (!(await em.findOne(Profile, { user: userId }))) throw new AppError('NOT_FOUND', NOT_FOUND);
  await removeTwoFactor(em, userId);
}

/** Ids of the users who have two-factor authentication on. */
export async function usersWithTwoFactor(em: EntityManager): Promise<Set<string>> {
  const rows = await em
    .getConnection()
    .execute<{ user_id: string }[]>('select user_id from totp_credentials where enabled_at is not null');
  return new Set(rows.map((row) => row.user_id));
}
