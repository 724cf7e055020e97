import { ReferenceKind, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MergeInput } from '../../../shared/schemas/duplicates.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Task } from '../../db/entities/task.ts';
import { fieldError } from '../../errors.ts';
import { recordActivity } from './activity-log.ts';
import { changedFields, fieldValues, writeAudit } from './audit.ts';
import { assertCanDelete } from './delete-rule.ts';
import { describeRecordType } from './record-fields.ts';
import type { DuplicateRules, RecordContext, RecordEntity } from './record-type.ts';
import type { ActivityTarget } from './subjects.ts';
import { live } from '../../db/entities/soft-delete.ts';

/** A record that can be merged: soft-deleted with a link to the survivor (`mergedInto()`). */
export type MergeableEntity = RecordEntity & { mergedIntoId?: string | null };

type Locking<Entity> = { lockRecord: (tx: EntityManager, id: string) => Promise<Entity> };

/**
 * Points every reference to the merged record at the survivor: each many-to-one of any entity
 * whose target is this type, deleted rows included, read from the ORM's metadata so a new
 * reference is moved without a change here.
 */
async function moveReferences(tx: EntityManager, entity: EntityClass<object>, fromId: string, toId: string) {
  const target = tx.getMetadata(entity);
  for (const meta of tx.getMetadata().getAll().values()) {
    if (meta.virtual || meta.embeddable) continue;
    for (const prop of meta.props) {
      const pointsHere = prop.kind === ReferenceKind.MANY_TO_ONE && prop.targetMeta?.class === target.class;
      if (!pointsHere) continue;
      const [column] = prop.fieldNames;
      await tx.execute(`update "${meta.tableName}" set "${column}" = ? where "${column}" = ?`, [
        toId,
        fromId,
      ]);
      // A record that pointed at the other one now points at itself (an account's parent): none.
      if (meta.class === target.class) {
        await tx.execute(
          `update "${meta.tableName}" set "${column}" = null where id = ? and "${column}" = ?`,
          [toId, toId],
        );
      }
    }
  }
}

/** The many-to-one of `from` (an activity, a task) pointing at this type, if it has one. */
export function propertyPointingAt(
  tx: EntityManager,
  from: EntityClass<object>,
  entity: EntityClass<object>,
) {
  const target = tx.getMetadata(entity).class;
  return tx
    .getMetadata(from)
    .props.find((prop) => prop.kind === ReferenceKind.MANY_TO_ONE && prop.targetMeta?.class === target);
}

/**
 * A record has at most one open automatic task of each kind (a follow-up, a renewal): the
 * other's ends where the survivor has its own, before the rest move.
 */
async function endRepeatedAutomaticTasks(
  tx: EntityManager,
  entity: EntityClass<object>,
  otherId: string,
  survivorId: string,
) {
  const prop = propertyPointingAt(tx, Task, entity);
  if (!prop) return;
  const [column] = prop.fieldNames;
  await tx.execute(
    `update tasks t set deleted_at = now()
      where t."${column}" = ? and t.automatic is not null and t.status = 'open' and ${live('t')}
        and exists (select 1 from tasks s where s."${column}" = ? and s.automatic = t.automatic
                      and s.status = 'open' and ${live('s')})`,
    [otherId, survivorId],
  );
}

/**
 * Merges `otherId` into `survivorId` in one transaction: the survivor takes the other's value of
 * each field in `fromOther`, every reference moves to the survivor, the other is soft-deleted with
 * a link to the survivor, both changes go to the history (action 'merge') and an activity on the
 * survivor records it. Whoever may delete the other record may merge it.
 */
export async function mergeRecords<Entity extends MergeableEntity, Values>(
  ctx: RecordContext,
  type: { entity: EntityClass<Entity>; label: string; rules: DuplicateRules<Entity, Values> },
  locking: Locking<Entity>,
  { survivorId, otherId, fromOther }: MergeInput,
): Promise<void> {
  await ctx.em.transactional(async (tx) => {
    const { recordType, fields } = describeRecordType(tx, type.entity);
    const unknown = fromOther.find((key) => !fields.some((field) => field.key === key));
    if (unknown) throw fieldError('fromOther', `Unknown field ${unknown}`);
    // Locked in one order, so two merges of the same pair never wait on each other.
    const locked = new Map<string, Entity>();
    for (const id of [survivorId, otherId].sort()) locked.set(id, await locking.lockRecord(tx, id));
    const survivor = locked.get(survivorId) as Entity;
    const other = locked.get(otherId) as Entity;
    assertCanDelete(ctx, other);

    const [{ name: otherName }] = await tx.execute<[{ name: string }]>(
      `select ${type.rules.name('a')} as name from "${recordType}" a where a.id = ?`,
      [otherId],
    );
    const before = fieldValues(survivor, fields);
    const taken = Object.fromEntries(fromOther.map((key) => [key, (other as Record<string, unknown>)[key]]));

    // The other goes first, so a value only one live record may have (an email) can pass to the survivor.
    other.deletedAt = new Date();
    other.mergedIntoId = survivor.id;
    await tx.flush();
    await endRepeatedAutomaticTasks(tx, type.entity, other.id, survivor.id);
    await moveReferences(tx, type.entity, other.id, survivor.id);
    tx.assign(survivor, taken as never);
    await type.rules.merged?.(tx, survivor, ctx.user);

    const changes = changedFields(before, fieldValues(survivor, fields), fields);
    writeAudit(tx, { recordType, recordId: survivor.id, action: 'merge', changes, by: ctx.user });
    writeAudit(tx, {
      recordType,
      recordId: other.id,
      action: 'merge',
      changes: [{ field: 'mergedIntoId', before: null, after: survivor.id }],
      by: ctx.user,
    });
    const onRecord = propertyPointingAt(tx, Activity, type.entity);
    if (onRecord) {
      recordActivity(
        tx,
        { [onRecord.name]: survivor } as ActivityTarget,
        {
          type: 'merge',
          title: `Merged ${type.label.toLowerCase()} ${otherName}`.slice(0, 200),
          description: `${otherName} was merged into this ${type.label.toLowerCase()}; its records now belong here.`,
        },
        ctx.user,
      );
    }
    await tx.flush();
  });
}
