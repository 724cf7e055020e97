import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../../db/entities/session.ts';
import type { SecondFactorNeed } from './two-factor-gate.ts';
import {
  sessionTokenParts,
  sessionWriteDue,
  validateSessionToken,
  type SessionOrigin,
  type ValidSession,
} from './sessions.ts';
import { constantTimeEqual, sha256 } from './tokens.ts';

/**
 * How long a validated session is taken as read: the longest a revocation made elsewhere (another
 * instance, or straight in the database) takes to reach this instance.
 */
export const SESSION_CACHE_MS = 1_000;
const MAX_ENTRIES = 10_000;

type Entry = {
  /** When the database was read (before the query), in ms. */
  readAt: number;
  secretHash: Session['secretHash'];
  expiresAt: Date;
  lastVerifiedAt: Date;
  lastActiveAt: Date;
  /**
   * The session with its user and profile, as loaded, held by an entity manager of the entry's
   * own that never flushes: every query of this second gets these same entities, read-only.
   */
  session: Session;
  secondFactor: SecondFactorNeed;
};

/**
 * Validated sessions of one app instance for SESSION_CACHE_MS, so a burst of reads reads its
 * session once: each call still checks the token's secret and the expiry, and gets the entry's
 * entities. They are shared, not merged into each call's entity manager: merging three entities
 * cost a signed-in query two thirds of its CPU (0.6 ms against 0.2 for `auth.me`). A query
 * changes nothing on its session, user or profile, and one it names in a write (a record's
 * `createdBy`) is stored as the reference it is. Writes always validate
 * against the database. Revocation reaches the cache two ways: a write on this instance
 * (`forget`, after every POST) empties it at once; one made elsewhere is seen when the entry ends,
 * within SESSION_CACHE_MS. A session whose validation would write (its sliding expiry, its last
 * activity) is validated against the database.
 *
 * One read at a time per session: past half its life an entry is read again by the one call
 * that finds it so, while the others go on using it; calls that find none (or one that is over)
 * wait for a read under way instead of each starting their own. Without this, every call of the
 * moment an entry ended read the session (and, once a minute, wrote its last activity, one after
 * the other on its row): at 50 connections those bursts took a seventh of the leads list's CPU
 * and doubled its p99.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_MS) {
  const entries = new Map<string, Entry>();
  /** The database read under way for a session id, on behalf of reads. */
  const reading = new Map<string, Promise<unknown>>();
  // Counts `forget`s: a validation that began before one must not store what it read.
  let generation = 0;

  function cached(id: string, secret: string, origin: SessionOrigin | undefined, now: Date) {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (Date.now() - entry.readAt >= ttlMs || now >= entry.expiresAt || sessionWriteDue(entry, origin, now)) {
      entries.delete(id);
      return undefined;
    }
    return constantTimeEqual(sha256(secret), entry.secretHash) ? entry : null;
  }

  function fromEntry({ session, secondFactor }: Entry): ValidSession {
    const { user } = session;
    if (!user.profile) throw new Error('A cached session has no profile');
    return { session, user, profile: user.profile, refreshed: false, secondFactor };
  }

  async function read(
    em: EntityManager,
    token: string,
    id: string,
    origin: SessionOrigin | undefined,
    now: Date,
  ): Promise<ValidSession | null> {
    const started = generation;
    const readAt = Date.now();
    const valid = await validateSessionToken(em, token, origin, now);
    if (!valid) entries.delete(id);
    if (valid && generation === started) {
      const { session } = valid;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(id, {
        readAt,
        secretHash: session.secretHash,
        expiresAt: session.expiresAt,
        lastVerifiedAt: session.lastVerifiedAt,
        lastActiveAt: session.lastActiveAt,
        session: em.fork().merge(Session, wrap(session).toPOJO()),
        secondFactor: valid.secondFactor,
      });
    }
    return valid;
  }

  return {
    /** The token's session; `reuse` false (a write) always reads it from the database. */
    async validate(
      em: EntityManager,
      token: string,
      { origin, reuse }: { origin?: SessionOrigin; reuse: boolean },
      now = new Date(),
    ): Promise<ValidSession | null> {
      const parts = sessionTokenParts(token);
      if (!parts) return null;
      if (!reuse) return read(em, token, parts.id, origin, now);
      const entry = cached(parts.id, parts.secret, origin, now);
      if (entry === null) return null;
      const underWay = reading.get(parts.id);
      if (entry && (underWay || Date.now() - entry.readAt < ttlMs / 2)) return fromEntry(entry);
      if (!entry && underWay) {
        await underWay.catch(() => undefined);
        const readMeanwhile = cached(parts.id, parts.secret, origin, now);
        if (readMeanwhile !== undefined) return readMeanwhile && fromEntry(readMeanwhile);
      }
      const reads = read(em, token, parts.id, origin, now);
      reading.set(parts.id, reads);
      try {
        return await reads;
      } finally {
        if (reading.get(parts.id) === reads) reading.delete(parts.id);
      }
    },
    /** Drops every entry: a write on this instance may have revoked a session. */
    forget() {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
