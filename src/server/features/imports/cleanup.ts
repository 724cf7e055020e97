import type { EntityManager } from '@mikro-orm/postgresql';

/** Drops imports (their file's pieces and failed rows with them) a month after they ended; running ones stay. */
export async function deleteOldImports(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(
      `delete from imports where status not in ('queued', 'running') and coalesce(finished_at, created_at) < now() - interval '30 days'`,
    );
}
