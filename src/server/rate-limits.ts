import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';

const MINUTE = 60_000;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Throws TOO_MANY_REQUESTS when the request's IP has used up its allowance. */
export type RateLimit = (request: FastifyRequest) => Promise<void>;

export type RateLimits = { signIn: RateLimit; signUp: RateLimit; contactForm: RateLimit };

/**
 * Per-IP limits for the procedures that need them. tRPC is one Fastify route, so the
 * procedures call these (from @fastify/rate-limit's createRateLimit) themselves.
 * The counters live in this process's memory.
 */
export function createRateLimits(app: FastifyInstance, config: Pick<Config, 'rateLimits'>): RateLimits {
  const limit = (max: number, timeWindow: number): RateLimit => {
    const check = app.createRateLimit({ max, timeWindow });
    return async (request) => {
      const result = await check(request);
      // isAllowed means 'on the allow list'; the limit itself is isExceeded.
      if (!result.isAllowed && result.isExceeded) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    };
  };
  return {
    signIn: limit(config.rateLimits.signInPerMinute, MINUTE),
    signUp: limit(config.rateLimits.signUpPer10Minutes, 10 * MINUTE),
    contactForm: limit(config.rateLimits.contactFormPer10Minutes, 10 * MINUTE),
  };
}
