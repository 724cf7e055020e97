import type { EntityManager } from '@mikro-orm/postgresql';
import { takeRateLimit } from '../../rate-limits.ts';

const MINUTE = 60_000;

/**
 * At most one mail a minute to any one address (confirmation links, notices, invitations), so
 * nobody can use sign-up or sign-in to flood an inbox. Counted in PostgreSQL with the rate limits,
 * so every instance shares it.
 */
export function mayMail(em: EntityManager, address: string): Promise<boolean> {
  return takeRateLimit(em, `mail:${address}`, { max: 1, windowMs: MINUTE });
}
