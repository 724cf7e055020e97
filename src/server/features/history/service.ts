import type { EntityManager } from '@mikro-orm/postgresql';
import { systemActor, type AuditAction, type SystemActor } from '../../../shared/enums.ts';
import { HISTORY_LIMIT, type FieldChange, type HistoryListInput } from '../../../shared/schemas/history.ts';

type HistoryRow = {
  id: string;
  action: AuditAction;
  changes: FieldChange[];
  created_at: Date;
  by_name: string | null;
  actor: SystemActor | null;
};

/** A record's latest changes, newest first, each with who made it (their profile's name, or 'Website'). */
export async function listHistory(em: EntityManager, { recordType, recordId }: HistoryListInput) {
  const rows = await em.execute<HistoryRow[]>(
    `select a.id, a.action, a.changes, a.created_at, a.actor, nullif(concat_ws(' ', p.first_name, p.last_name), '') as by_name
       from audit_log a left join profiles p on p.id = a.changed_by
      where a.record_type = ? and a.record_id = ?
      order by a.created_at desc, a.id desc
      limit ${HISTORY_LIMIT}`,
    [recordType, recordId],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    changes: row.changes,
    at: new Date(row.created_at),
    byName: row.by_name ?? (row.actor ? systemActor.label(row.actor) : null),
  }));
}

export type HistoryEntry = Awaited<ReturnType<typeof listHistory>>[number];
