import type { EntityManager } from '@mikro-orm/postgresql';
import type { Session } from '../../db/entities/session.ts';
import { REQUIRE_TWO_FACTOR_KEY } from './team-security.ts';

/**
 * What a session must do before it reaches anything: 'code' (its user has two-factor
 * authentication and this session has not given a code yet), 'setup' (the team requires it and
 * the user has none), or null. A session that passed a second factor (or a passkey) needs nothing.
 */
export type SecondFactorNeed = 'code' | 'setup' | null;

export async function secondFactorNeed(em: EntityManager, session: Session): Promise<SecondFactorNeed> {
  return session.twoFactorVerified ? null : unverifiedSessionNeed(em, session.user.id);
}

/** What a session of this user that has not passed a second factor yet (a new sign-in) must do. */
export async function unverifiedSessionNeed(em: EntityManager, userId: string): Promise<SecondFactorNeed> {
  const [row] = await em.getConnection().execute<{ enrolled: boolean; required: boolean }[]>(
    `select exists (select 1 from totp_credentials where user_id = ? and enabled_at is not null) as enrolled,
            exists (select 1 from app_meta where key = ? and value = 'true') as required`,
    [userId, REQUIRE_TWO_FACTOR_KEY],
  );
  if (row?.enrolled) return 'code';
  if (row?.required) return 'setup';
  return null;
}
