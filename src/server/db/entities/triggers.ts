import type { TriggerDef } from '@mikro-orm/core';

/**
 * A trigger that a migration creates, with the SQL function it runs (see the `search_text`
 * migration), declared on its entity so that schema diffs know it and keep it: its name, when
 * it fires, and its whole `create trigger` statement.
 */
export function trigger(
  name: string,
  timing: TriggerDef['timing'],
  events: TriggerDef['events'],
  expression: string,
): TriggerDef {
  return { name, timing, events, expression };
}

/**
 * A trigger on `table` (accounts) that belongs to the `dependent` table (contacts): when one of
 * `columns` changes (the name it shows), the dependent's own function `<dependent>_follow_<table>()`
 * rewrites its rows' search_text. Each dependent table has its own trigger and function, written
 * by its own migration, so a new type never rewrites another's SQL.
 */
export function followedBy(dependent: string, table: string, columns: readonly string[]): TriggerDef {
  const name = `${dependent}_follow_${table}`;
  const changed = columns
    .map((column) =>
      column === 'deleted_at'
        ? '(old.deleted_at is null) <> (new.deleted_at is null)'
        : `old.${column} is distinct from new.${column}`,
    )
    .join(' or ');
  return trigger(
    name,
    'after',
    ['update'],
    `create trigger ${name} after update of ${columns.join(', ')} on ${table} for each row when (${changed}) execute function ${name}()`,
  );
}

const TRANSITION_TABLES = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/**
 * The statement triggers `<name>_insert`, `<name>_update` and `<name>_delete` on `table`, each
 * running its function of the same name with the statement's rows as `new_rows` and `old_rows`.
 */
export function statementTriggers(name: string, table: string): TriggerDef[] {
  return (['insert', 'update', 'delete'] as const).map((event) =>
    trigger(
      `${name}_${event}`,
      'after',
      [event],
      `create trigger ${name}_${event} after ${event} on ${table} referencing ${TRANSITION_TABLES[event]} for each statement execute function ${name}_${event}()`,
    ),
  );
}
