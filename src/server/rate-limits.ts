import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';

const MINUTE = 60_000;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** At most `max` hits in a fixed window of `windowMs`. */
export type RateLimitRule = { max: number; windowMs: number };

/**
 * Counts one hit on `key` in one atomic statement on the shared `rate_limits` table, so every
 * instance on the database counts together and a restart of the server forgets nothing (the
 * table is unlogged: only a crash of PostgreSQL itself empties it). Answers whether the hit is
 * within the rule. A window that has passed starts again from one; the scheduled
 * cleanup job deletes such rows.
 */
export async function takeRateLimit(em: EntityManager, key: string, rule: RateLimitRule): Promise<boolean> {
  const [row] = await em.getConnection().execute<{ hits: number }[]>(
    `insert into rate_limits as r (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update
       set hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
     returning hits`,
    [key, rule.windowMs / 1000],
  );
  return (row?.hits ?? 1) <= rule.max;
}

/** Deletes counters whose window has passed. */
export async function deleteExpiredRateLimits(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from rate_limits where reset_at < now()');
}

/**
 * One file through an evidence request's private link: counted per link (`linkKey`, not the
 * token itself) and per IP, so neither a leaked link nor one client can fill the file store.
 */
export async function takeEvidenceUpload(
  em: EntityManager,
  config: Pick<Config, 'rateLimits'>,
  linkKey: string,
  ip: string,
): Promise<boolean> {
  const rule = { max: config.rateLimits.evidenceUploadsPerHour, windowMs: 60 * MINUTE };
  const perLink = await takeRateLimit(em, `evidence-upload:link:${linkKey}`, rule);
  const perIp = await takeRateLimit(em, `evidence-upload:ip:${ip}`, rule);
  return perLink && perIp;
}

/** Throws TOO_MANY_REQUESTS when the request's IP has used up its allowance. */
export type RateLimit = (em: EntityManager, request: FastifyRequest) => Promise<void>;

export type RateLimits = {
  signIn: RateLimit;
  signUp: RateLimit;
  passwordReset: RateLimit;
  contactForm: RateLimit;
  checkout: RateLimit;
};

/** Per-IP limits for the procedures that need them, counted in PostgreSQL. */
export function createRateLimits(config: Pick<Config, 'rateLimits'>): RateLimits {
  const limit =
    (name: string, rule: RateLimitRule): RateLimit =>
    async (em, request) => {
      if (!(await takeRateLimit(em, `${name}:ip:${request.ip}`, rule)))
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    };
  return {
    signIn: limit('sign-in', { max: config.rateLimits.signInPerMinute, windowMs: MINUTE }),
    signUp: limit('sign-up', { max: config.rateLimits.signUpPer10Minutes, windowMs: 10 * MINUTE }),
    passwordReset: limit('password-reset', {
      max: config.rateLimits.passwordResetPer10Minutes,
      windowMs: 10 * MINUTE,
    }),
    contactForm: limit('contact-form', {
      max: config.rateLimits.contactFormPer10Minutes,
      windowMs: 10 * MINUTE,
    }),
    checkout: limit('checkout', { max: config.rateLimits.checkoutPer10Minutes, windowMs: 10 * MINUTE }),
  };
}
