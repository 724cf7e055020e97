import type { EntityManager } from '@mikro-orm/postgresql';

/** Drops the sign-ups whose confirmation link has expired (the cleanup job, every ten minutes). */
export async function deleteExpiredSignUps(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from sign_ups where expires_at < now()');
}

/** Drops the password reset links past their 30 minutes (the cleanup job). */
export async function deleteExpiredPasswordResets(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from password_resets where expires_at < now()');
}
