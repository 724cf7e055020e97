import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignInOutcome } from '../../../shared/enums.ts';
import { deviceOf } from './user-agent.ts';

/** How long sign-in attempts are kept; the clean-up job deletes older ones. */
export const LOGIN_HISTORY_DAYS = 90;
const PAGE_SIZE = 25;

export type SignInAttemptRecord = {
  userId: string | null;
  email: string;
  ip: string;
  userAgent: string;
  outcome: SignInOutcome;
};

/** Writes one attempt at once (not in the caller's unit of work, so a refusal keeps its row). */
export async function recordSignInAttempt(em: EntityManager, attempt: SignInAttemptRecord): Promise<void> {
  await em.execute(
    `insert into sign_in_attempts (id, user_id, email, ip, user_agent, outcome, at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now())`,
    [attempt.userId, attempt.email, attempt.ip, attempt.userAgent.slice(0, 1000), attempt.outcome],
  );
}

export type LoginHistoryEntry = {
  id: string;
  at: Date;
  ip: string;
  browser: string;
  os: string;
  outcome: SignInOutcome;
};

export type LoginHistoryPage = { items: LoginHistoryEntry[]; next: string | null };

type Row = { id: string; at: Date; ip: string; user_agent: string; outcome: SignInOutcome };

/**
 * One person's attempts of the last 90 days, newest first, a page `after` an attempt's id (keyset;
 * a cursor that has been cleaned away reads as the end).
 */
export async function listLoginHistory(
  em: EntityManager,
  userId: string,
  after: string | undefined,
): Promise<LoginHistoryPage> {
  const since = `now() - make_interval(days => ${LOGIN_HISTORY_DAYS})`;
  const cursor = after
    ? `and (a.at, a.id) < (select c.at, c.id from sign_in_attempts c where c.id = ? and c.user_id = ?)`
    : '';
  const rows = await em.execute<Row[]>(
    `select a.id, a.at, a.ip, a.user_agent, a.outcome from sign_in_attempts a
     where a.user_id = ? and a.at > ${since} ${cursor}
     order by a.at desc, a.id desc limit ?`,
    [userId, ...(after ? [after, userId] : []), PAGE_SIZE + 1],
  );
  const page = rows.slice(0, PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      ip: row.ip,
      ...deviceOf(row.user_agent),
      outcome: row.outcome,
    })),
    next: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The clean-up job's part: attempts older than the history keeps. */
export async function deleteOldSignInAttempts(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(`delete from sign_in_attempts where at < now() - make_interval(days => ${LOGIN_HISTORY_DAYS})`);
}
