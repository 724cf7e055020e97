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
