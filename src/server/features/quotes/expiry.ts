import type { EntityManager } from '@mikro-orm/postgresql';
import { Quote } from '../../db/entities/quote.ts';

/** Accepted quotes whose validity has ended become expired (the nightly job). Answers how many. */
export function expireQuotes(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(Quote, { status: 'accepted', validUntil: { $lt: now } }, { status: 'expired' });
}
