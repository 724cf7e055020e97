import type { EntityManager } from '@mikro-orm/postgresql';
import Bowser from 'bowser';
import { Session } from '../../db/entities/session.ts';
import { AppError } from '../../errors.ts';

export type SessionEntry = {
  id: string;
  /** 'Chrome 131 on macOS', from the user agent; 'Unknown browser' without one. */
  device: string;
  ip: string;
  createdAt: Date;
  lastActiveAt: Date;
  current: boolean;
};

export const SESSION_NOT_FOUND = 'That session has already ended.';

function describeUserAgent(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ');
  return `${browser || 'Unknown browser'}${os ? ` on ${os}` : ''}`;
}

/** The user's live sessions, this one first, then the most recently active. A person has a handful, so no paging. */
export async function listSessions(
  em: EntityManager,
  userId: string,
  currentId: string,
): Promise<SessionEntry[]> {
  const sessions = await em.find(
    Session,
    { user: userId, expiresAt: { $gt: new Date() } },
    { orderBy: { lastActiveAt: 'desc' } },
  );
  return sessions
    .map((session) => ({
      id: session.id,
      device: describeUserAgent(session.userAgent),
      ip: session.ip,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      current: session.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's other sessions (this one ends with Sign Out). */
export async function endSession(
  em: EntityManager,
  userId: string,
  currentId: string,
  id: string,
): Promise<void> {
  if (id === currentId) throw new AppError('BAD_REQUEST', 'Use Sign Out to end this session.');
  const deleted = await em.nativeDelete(Session, { id, user: userId });
  if (deleted === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
}

/** Ends every session of the user but this one; answers how many ended. */
export async function endOtherSessions(
  em: EntityManager,
  userId: string,
  currentId: string,
): Promise<number> {
  return em.nativeDelete(Session, { user: userId, id: { $ne: currentId } });
}
