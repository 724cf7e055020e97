import type { EntityManager } from '@mikro-orm/postgresql';
import type { BulkResult, RecordBulkInput } from '../../../shared/schemas/bulk.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { BulkChanges, RecordContext, RecordEntity } from './record-type.ts';
import { write } from './write.ts';

/**
 * One record's part of a bulk action: its checks on the write-locked record (an AppError refuses
 * the record and writes nothing), then the change they allowed.
 */
type BulkStep = (tx: EntityManager, id: string) => Promise<() => Promise<void> | void>;

/** The kit service's own steps that a bulk action repeats for each record (record-service.ts). */
type KitOperations<Entity> = {
  lockRecord: (tx: EntityManager, id: string) => Promise<Entity>;
  changeAudited: (
    ctx: RecordContext,
    tx: EntityManager,
    record: Entity,
    apply: () => Promise<void> | void,
  ) => Promise<FieldChange[]>;
  deletable: (ctx: RecordContext, tx: EntityManager, id: string) => Promise<Entity>;
  restorable: (ctx: RecordContext, tx: EntityManager, id: string) => Promise<Entity | null>;
  markDeleted: (ctx: RecordContext, tx: EntityManager, record: Entity) => Promise<void>;
  markRestored: (ctx: RecordContext, tx: EntityManager, record: Entity) => Promise<void>;
};

/**
 * What a bulk action does to each record, once what applies to all of them is checked: the type
 * has an owner or a status to set, the status is one of its statuses, the owner is a staff member.
 * A change of owner or status is an update as the form makes it: in the history, followed by the
 * type's `updated` (the lead's activity); delete and restore follow the delete rule per record.
 */
export async function bulkStep<Entity extends RecordEntity>(
  ctx: RecordContext,
  type: {
    label: string;
    bulk?: BulkChanges<Entity>;
    updated?: (tx: EntityManager, record: Entity, changes: FieldChange[], user: User) => Promise<void> | void;
  },
  kit: KitOperations<Entity>,
  input: RecordBulkInput,
): Promise<BulkStep> {
  const update = (change: (tx: EntityManager, record: Entity) => Promise<void> | void): BulkStep => {
    return async (tx, id) => {
      const record = await kit.lockRecord(tx, id);
      return async () => {
        const changes = await kit.changeAudited(ctx, tx, record, () => change(tx, record));
        if (changes.length > 0) await type.updated?.(tx, record, changes, ctx.user);
      };
    };
  };
  switch (input.action) {
    case 'assign': {
      const assign = type.bulk?.owner;
      if (!assign) throw new AppError('BAD_REQUEST', `${type.label}: there is no owner to assign.`);
      const owner = input.ownerId ? await ctx.em.findOne(User, { id: input.ownerId }) : null;
      if (input.ownerId && !owner) throw fieldError('ownerId', 'Please choose a staff member');
      return update((tx, record) => assign(tx, record, owner, ctx.user));
    }
    case 'status': {
      const status = type.bulk?.status;
      if (!status) throw new AppError('BAD_REQUEST', `${type.label}: there is no status to change.`);
      if (!status.options.some(({ value }) => value === input.status)) {
        throw fieldError('status', `Choose one of: ${status.options.map(({ label }) => label).join(', ')}`);
      }
      return update((tx, record) => status.set(tx, record, input.status, ctx.user));
    }
    case 'delete':
      return async (tx, id) => {
        const record = await kit.deletable(ctx, tx, id);
        return () => kit.markDeleted(ctx, tx, record);
      };
    case 'restore':
      return async (tx, id) => {
        const record = await kit.restorable(ctx, tx, id);
        return async () => {
          if (record) await kit.markRestored(ctx, tx, record);
        };
      };
  }
}

/**
 * Runs a bulk action in one transaction, record by record in id order (two bulk actions lock
 * shared records in the same order, so they never deadlock). A record its checks refuse (not
 * found, the delete rule, live records pointing at it) is left as it is and reported with the
 * reason; the others are changed, each with its history.
 */
export function runBulk(em: EntityManager, ids: readonly string[], step: BulkStep): Promise<BulkResult> {
  return write(em, async (tx) => {
    const result: BulkResult = { done: [], refused: [] };
    for (const id of [...new Set(ids)].sort()) {
      let apply: Awaited<ReturnType<BulkStep>>;
      try {
        apply = await step(tx, id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused.push({ id, reason: error.message });
        continue;
      }
      await apply();
      result.done.push(id);
    }
    await tx.flush();
    return result;
  });
}
