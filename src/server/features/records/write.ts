import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a write in one transaction. A unique index can still refuse it when another save won a
 * race after the type's own check; the write then runs once more, and the check, now seeing the
 * winner, answers with the type's message instead of a database error.
 */
export async function write<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return em.transactional(work);
  }
}
