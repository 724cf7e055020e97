import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The per-account cap on password guessing, whatever addresses the guesses come from: the fifth
 * failure for one email within 15 minutes blocks it for a minute, and each failure after a block
 * (within 15 minutes of its end) doubles the wait, up to an hour. The owner gets in meanwhile by
 * 'Forgot password?': a reset clears the count. Counted for any address, known or not, in one
 * atomic statement on PostgreSQL, so every instance shares it.
 */
const FREE_FAILURES = 4;
const WINDOW_MINUTES = 15;
const MAX_WAIT_MINUTES = 60;

/** The wait, in minutes, after this many failures in the window: 1, 2, 4 ... 60 from the fifth. */
export function accountWaitMinutes(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_MINUTES);
}

/** Seconds until the address may be tried again, or 0 when it is not blocked. */
export async function accountBlockedForSeconds(em: EntityManager, email: string): Promise<number> {
  const [row] = await em.execute<{ seconds: number }[]>(
    `select ceil(extract(epoch from blocked_until - now()))::int as seconds
     from account_sign_in_failures where email = ? and blocked_until > now()`,
    [email],
  );
  return row?.seconds ?? 0;
}

/** Counts a failed sign-in for the address and sets its block once the count passes the free ones. */
export async function recordAccountFailure(em: EntityManager, email: string): Promise<void> {
  const [row] = await em.execute<{ failures: number }[]>(
    `insert into account_sign_in_failures as f (email, failures, last_failure_at) values (?, 1, now())
     on conflict (email) do update
       set failures = case
             when greatest(f.last_failure_at, coalesce(f.blocked_until, f.last_failure_at))
                  < now() - make_interval(mins => ?) then 1
             else f.failures + 1 end,
           last_failure_at = now()
     returning failures`,
    [email, WINDOW_MINUTES],
  );
  const wait = accountWaitMinutes(row?.failures ?? 1);
  if (wait > 0)
    await em.execute(
      `update account_sign_in_failures set blocked_until = now() + make_interval(mins => ?) where email = ?`,
      [wait, email],
    );
}

/** Forgets the address's failures: a successful sign-in or password reset. */
export async function clearAccountFailures(em: EntityManager, email: string): Promise<void> {
  await em.execute('delete from account_sign_in_failures where email = ?', [email]);
}

/** 'Try again in 4 minutes': the wait a refusal names. */
export function accountBlockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return (
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, ` +
    `or use 'Forgot password?' to set a new password.`
  );
}

/** The clean-up job's part: counts whose last failure and block ended a day ago. */
export async function deleteOldAccountFailures(em: EntityManager): Promise<void> {
  await em.execute(
    `delete from account_sign_in_failures
     where greatest(last_failure_at, coalesce(blocked_until, last_failure_at)) < now() - interval '1 day'`,
  );
}
