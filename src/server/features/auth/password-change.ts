import type { EntityManager } from '@mikro-orm/postgresql';
import type { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertStrongPassword } from './password-rules.ts';

export const WRONG_CURRENT_PASSWORD = 'Current password is wrong';

type ChangeServices = { em: EntityManager; jobs: Jobs };

/**
 * Settings › Security: with the current password, sets a new one and ends every other session
 * of the person (this one stays), and queues a notice mail, in one transaction.
 */
export async function changePassword(
  { em, jobs }: ChangeServices,
  signedIn: { user: User; profile: Profile; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const { user, profile } = signedIn;
  const current = await em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(current.passwordHash, input.currentPassword)))
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
  await assertStrongPassword(input.newPassword, 'newPassword', [
    user.email,
    profile.firstName,
    profile.lastName,
  ]);
  const passwordHash = await hashPassword(input.newPassword);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await tx.execute('delete from sessions where user_id = ? and id <> ?', [user.id, signedIn.sessionId]);
    await jobs.sendMail({ kind: 'password-changed', userId: user.id }, { tx });
  });
  return { changed: true };
}
