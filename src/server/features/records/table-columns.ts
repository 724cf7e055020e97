import { raw, type EntityClass, type RawQueryFragment } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TableColumns } from '../../../shared/schemas/bulk.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Task } from '../../db/entities/task.ts';
import { propertyPointingAt } from './merge.ts';

/** The table view's columns as a list query reads them, under names no entity column has. */
type TableColumnRow = {
  table_owner_id?: string | null;
  table_owner_name?: string | null;
  table_next_task?: { id: string; title: string; dueDate: string } | null;
  table_last_activity_at?: Date | string | null;
};

/** The column of `from` (tasks, activities) that points at the type's records, if it has one. */
function subjectColumn(em: EntityManager, from: EntityClass<object>, entity: EntityClass<object>) {
  return propertyPointingAt(em, from, entity)?.fieldNames[0];
}

/**
 * The columns of the table view for a page's rows of the root `r`: its owner (the type's
 * `owner` column, a staff member's id) with their name, its next open task and when its last
 * activity was. Tasks and activities are found through the ORM's metadata (their many-to-one
 * to this type), so a type is in the table as soon as it has them. Each is a subquery per row
 * of the page, served by the tasks' and activities' indexes on the record.
 */
export function tableColumnSelects(
  em: EntityManager,
  entity: EntityClass<object>,
  owner: string | undefined,
): RawQueryFragment[] {
  const selects: RawQueryFragment[] = [];
  if (owner) {
    selects.push(
      raw(`${owner} as table_owner_id`),
      raw(
        `(select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = ${owner}) as table_owner_name`,
      ),
    );
  }
  const taskColumn = subjectColumn(em, Task, entity);
  if (taskColumn) {
    selects.push(
      raw(`(select json_build_object('id', t.id, 'title', t.title, 'dueDate', t.due_date) from tasks t
        where t."${taskColumn}" = r.id and t.status = 'open' and t.deleted_at is null
        order by t.due_date, coalesce(t.due_time, '24:00'::time), t.id limit 1) as table_next_task`),
    );
  }
  const activityColumn = subjectColumn(em, Activity, entity);
  if (activityColumn) {
    selects.push(
      raw(
        `(select max(v.created_at) from activities v where v."${activityColumn}" = r.id) as table_last_activity_at`,
      ),
    );
  }
  return selects;
}

/** A row's table columns as the API shows them. */
export function tableColumns(listRow: object): TableColumns {
  const row = listRow as TableColumnRow;
  const owner = row.table_owner_id ? { id: row.table_owner_id, name: row.table_owner_name ?? null } : null;
  const last = row.table_last_activity_at;
  return {
    owner,
    nextTask: row.table_next_task ?? null,
    lastActivityAt: last ? new Date(last) : null,
  };
}
