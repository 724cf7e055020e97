import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { WebauthnChallenge } from '../../db/entities/webauthn-challenge.ts';

/** A challenge must be answered within this long; the browser's own timeout is the same. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'register' | 'sign-in';

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export async function storeChallenge(
  em: EntityManager,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  em.create(WebauthnChallenge, {
    challengeHash: hashOf(challenge),
    purpose,
    user: userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  await em.flush();
}

/**
 * Takes (deletes) a live challenge of this purpose (and user, when adding a passkey) in one
 * statement: true once, false for an unknown, used or expired one, on any instance.
 */
export async function takeChallenge(
  em: EntityManager,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const rows = await em.getConnection().execute<{ purpose: string }[]>(
    `delete from webauthn_challenges
     where challenge_hash = ? and purpose = ? and user_id is not distinct from ? and expires_at > now()
     returning purpose`,
    [hashOf(challenge), purpose, userId],
  );
  return rows.length === 1;
}

export async function deleteExpiredChallenges(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from webauthn_challenges where expires_at < now()');
}
