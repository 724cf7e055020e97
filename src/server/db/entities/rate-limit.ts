import { defineEntity, p } from '@mikro-orm/core';

/**
 * One fixed-window counter ('sign-up:ip:127.0.0.1', 'mail:jo@example.com'), shared by every
 * instance on the database and counted with one atomic upsert (rate-limits.ts). Rows whose
 * window has passed are deleted by a scheduled job.
 */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(400).primary(),
    hits: p.integer(),
    resetAt: p.datetime().index(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
