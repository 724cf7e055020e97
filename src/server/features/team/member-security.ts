import type { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../../db/entities/profile.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { listLoginHistory, type LoginHistoryPage } from '../auth/login-history.ts';
import { requestPasswordReset } from '../auth/password-reset.ts';

const NOT_FOUND = 'This staff member was not found.';
export const DEACTIVATED_NO_RESET = 'This staff member is deactivated. Reactivate them first.';

async function memberEmail(em: EntityManager, userId: string): Promise<{ email: string; profile: Profile }> {
  const profile = await em.findOne(Profile, { user: userId }, { populate: ['user'] });
  if (!profile) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { email: profile.user.email, profile };
}

/**
 * An admin sends a person a reset link, the same link 'Forgot password?' mails: the admin never
 * sees or sets the password. The address's limit on reset links applies.
 */
export async function sendResetLink(
  services: { em: EntityManager; jobs: Jobs },
  userId: string,
): Promise<{ email: string }> {
  const { email, profile } = await memberEmail(services.em, userId);
  if (profile.status === 'deactivated') throw new AppError('CONFLICT', DEACTIVATED_NO_RESET);
  await requestPasswordReset(services, email);
  return { email };
}

/** A person's login history, for an admin. */
export async function memberLoginHistory(
  em: EntityManager,
  userId: string,
  after: string | undefined,
): Promise<LoginHistoryPage> {
  await memberEmail(em, userId);
  return listLoginHistory(em, userId, after);
}
