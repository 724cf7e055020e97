import type { EntityManager } from '@mikro-orm/postgresql';
import { type Profile } from '../../db/entities/profile.ts';
import { Session } from '../../db/entities/session.ts';
import { type User } from '../../db/entities/user.ts';
import { secondFactorNeed, type SecondFactorNeed } from './two-factor-gate.ts';
import { constantTimeEqual, generateId, generateSecret, sha256 } from './tokens.ts';

/**
 * Server-side sessions after the Lucia project's design (lucia-auth/lucia,
 * code/auth_session.ts): the token `id.secret` lives only in an HttpOnly cookie,
 * the database keeps the SHA-256 of the secret, compared in constant time.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const SESSION_INACTIVITY_TIMEOUT = 10 * DAY;
export const SESSION_ABSOLUTE_LIFETIME = 30 * DAY;
const ACTIVITY_CHECK_INTERVAL = HOUR;
/** Settings › Security shows when a session was last active; a minute is close enough and spares a write per call. */
const LAST_ACTIVE_INTERVAL = 60 * 1000;

/** Whether validating this session now would write to it (its sliding expiry or its last activity). */
export function sessionWriteDue(
  session: Pick<Session, 'lastVerifiedAt' | 'lastActiveAt'>,
  origin: SessionOrigin | undefined,
  now: Date,
): boolean {
  return (
    now.getTime() - session.lastVerifiedAt.getTime() >= ACTIVITY_CHECK_INTERVAL ||
    (origin !== undefined && now.getTime() - session.lastActiveAt.getTime() >= LAST_ACTIVE_INTERVAL)
  );
}

export type SessionToken = { token: string; expiresAt: Date };

function expiryFrom(now: Date, createdAt: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_INACTIVITY_TIMEOUT, createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME),
  );
}

/** Where a session comes from, for its owner's list of sessions. */
export type SessionOrigin = { ip: string; userAgent: string };

export async function createSession(
  em: EntityManager,
  user: User,
  origin: SessionOrigin & { twoFactorVerified?: boolean },
  now = new Date(),
): Promise<SessionToken> {
  const id = generateId();
  const secret = generateSecret();
  const session = em.create(Session, {
    id,
    user,
    secretHash: sha256(secret),
    createdAt: now,
    lastVerifiedAt: now,
    expiresAt: expiryFrom(now, now),
    twoFactorVerified: origin.twoFactorVerified ?? false,
    userAgent: origin.userAgent.slice(0, 512),
    ip: origin.ip.slice(0, 64),
    lastActiveAt: now,
  });
  await em.persist(session).flush();
  return { token: `${id}.${secret}`, expiresAt: session.expiresAt };
}

/** A token's session id and secret, or null when it is not shaped `id.secret`. */
export function sessionTokenParts(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  return { id, secret };
}

export type ValidSession = {
  session: Session;
  user: User;
  profile: Profile;
  refreshed: boolean;
  /** What the session still lacks before it may reach anything (see two-factor-gate.ts); null when nothing. */
  secondFactor: SecondFactorNeed;
};

/**
 * The session, its user and their profile, or null (also for a deactivated user). Sliding expiry: activity moves the
 * inactivity deadline forward, at most once an hour, never past the absolute lifetime.
 */
export async function validateSessionToken(
  em: EntityManager,
  token: string,
  origin?: SessionOrigin,
  now = new Date(),
): Promise<ValidSession | null> {
  const parts = sessionTokenParts(token);
  if (!parts) return null;
  const { id, secret } = parts;
  const session = await em.findOne(Session, { id }, { populate: ['user.profile'] });
  if (!session) return null;
  if (!constantTimeEqual(sha256(secret), session.secretHash)) return null;
  if (now >= session.expiresAt) {
    await em.remove(session).flush();
    return null;
  }
  const user = session.user;
  const profile = user.profile;
  if (!profile || profile.status === 'deactivated') return null;

  let refreshed = false;
  if (now.getTime() - session.lastVerifiedAt.getTime() >= ACTIVITY_CHECK_INTERVAL) {
    session.lastVerifiedAt = now;
    session.expiresAt = expiryFrom(now, session.createdAt);
    refreshed = true;
  }
  if (origin && now.getTime() - session.lastActiveAt.getTime() >= LAST_ACTIVE_INTERVAL) {
    session.lastActiveAt = now;
    session.ip = origin.ip.slice(0, 64);
    session.userAgent = origin.userAgent.slice(0, 512);
  }
  await em.flush();
  const secondFactor = await secondFactorNeed(em, session);
  return { session, user, profile, refreshed, secondFactor };
}

export async function deleteSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}

/** Signs the user out everywhere, at once (deactivation). */
export async function deleteSessionsOf(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}
