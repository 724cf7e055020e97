import { LockMode, type FilterQuery, type FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BulkResult, RecordBulkInput, TableColumns } from '../../../shared/schemas/bulk.ts';
import type { MergeInput } from '../../../shared/schemas/duplicates.ts';
import type { ListTotal, Page } from '../../../shared/schemas/fields.ts';
import { includingDeleted } from '../../db/entities/soft-delete.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { changedFields, fieldValues, writeAudit } from './audit.ts';
import { bulkStep, runBulk } from './bulk.ts';
import { recordCreated } from './create-record.ts';
import { write } from './write.ts';
import { assertCanDelete } from './delete-rule.ts';
import { likelyDuplicates, likelyDuplicatesOfRow, mergedInto, possibleDuplicates } from './duplicates.ts';
import { mergeRecords, type MergeableEntity } from './merge.ts';
import { countRecords, listRecords } from './list-query.ts';
import { describeRecordType } from './record-fields.ts';
import type {
  DuplicateRules,
  ListInput,
  ReadOnlyRecordType,
  RecordContext,
  RecordEntity,
  RecordType,
} from './record-type.ts';

/** The reads every record type has, read-only ones included. */
export type RecordReader<Row, Detail, Input extends ListInput> = {
  list: (ctx: RecordContext, input: Input) => Promise<Page<Row & { table: TableColumns }>>;
  count: (ctx: RecordContext, input: Input) => Promise<ListTotal>;
  byId: (ctx: RecordContext, id: string) => Promise<Detail>;
};

/** The operations every record type has, with the same signatures and answers (see features/README.md). */
export type RecordService<Values, Row, Detail, Input extends ListInput> = RecordReader<Row, Detail, Input> & {
  create: (ctx: RecordContext, values: Values) => Promise<Detail>;
  update: (ctx: RecordContext, id: string, values: Values) => Promise<Detail>;
  delete: (ctx: RecordContext, id: string) => Promise<{ id: string }>;
  restore: (ctx: RecordContext, id: string) => Promise<Detail>;
  /** The table view's bulk action on chosen records, in one transaction (bulk.ts). */
  bulk: (ctx: RecordContext, input: RecordBulkInput) => Promise<BulkResult>;
};

/** A change to one field or a few (a board move, a follow-up date), made on the write-locked record. */
export type RecordChange<Entity> = (tx: EntityManager, record: Entity) => Promise<void> | void;

/**
 * The record kit's reads of one record type, and `change`, a partial change by the type's own
 * procedure on the write-locked record: all a read-only type (quotes) has.
 */
export function recordReader<Entity extends RecordEntity, Row, Detail, Input extends ListInput, Joined>(
  type: ReadOnlyRecordType<Entity, Row, Input, Joined, Detail>,
) {
  const notFound = () => new AppError('NOT_FOUND', `${type.label} not found`);
  const byIdWhere = (id: string) => ({ id }) as FilterQuery<Entity>;

  /** The record, write-locked for the rest of the transaction, so a delete and a save never cross. */
  async function lockRecord(tx: EntityManager, id: string, options: FindOneOptions<Entity> = {}) {
    const lockMode = LockMode.PESSIMISTIC_WRITE;
    const record = (await tx.findOne(type.entity, byIdWhere(id), { ...options, lockMode })) as Entity | null;
    if (!record) throw notFound();
    return record;
  }

  async function byId({ em }: RecordContext, id: string): Promise<Detail> {
    const record = await type.read(em, id);
    if (!record) throw notFound();
    return record;
  }

  /** Reads the record again after a write, outside the identity map the write used. */
  const reread = (ctx: RecordContext, id: string) => byId({ ...ctx, em: ctx.em.fork() }, id);

  /**
   * Changes the locked record with `apply`, then writes the changed fields to the change history
   * (nothing when no field changed); answers the changes.
   */
  async function changeAudited(
    ctx: RecordContext,
    tx: EntityManager,
    record: Entity,
    apply: () => Promise<void> | void,
  ) {
    const { recordType, fields } = describeRecordType(tx, type.entity);
    const before = fieldValues(record, fields);
    await apply();
    const changes = changedFields(before, fieldValues(record, fields), fields);
    if (changes.length > 0) {
      writeAudit(tx, { recordType, recordId: record.id, action: 'update', changes, by: ctx.user });
    }
    return changes;
  }

  return {
    list: ({ em }: RecordContext, input: Input) => listRecords(em, type.entity, type.list, input),
    count: ({ em }: RecordContext, input: Input) => countRecords(em, type.entity, type.list, input),
    byId,
    /** A partial change by the type's own procedure, in one transaction on the write-locked record. */
    change: async (ctx: RecordContext, id: string, apply: RecordChange<Entity>): Promise<Detail> => {
      await write(ctx.em, async (tx) => {
        const record = await lockRecord(tx, id);
        await changeAudited(ctx, tx, record, () => apply(tx, record));
        await tx.flush();
      });
      return reread(ctx, id);
    },
    lockRecord,
    reread,
    changeAudited,
  };
}

/** The record kit's service for one record type: the only place records are created, changed, deleted and restored. */
export function recordService<
  Entity extends RecordEntity,
  Values,
  Row,
  Detail,
  Input extends ListInput,
  Joined,
>(
  type: RecordType<Entity, Values, Row, Input, Joined, Detail>,
): RecordService<Values, Row, Detail, Input> & {
  change: (ctx: RecordContext, id: string, apply: RecordChange<Entity>) => Promise<Detail>;
  /** `create` in the caller's transaction (the demo data's): the type's rules and the history, no reread. */
  createIn: (tx: EntityManager, user: User, values: Values) => Promise<Entity>;
} {
  const { list, count, byId, change, lockRecord, reread, changeAudited } = recordReader(type);

  async function createIn(tx: EntityManager, user: User, values: Values) {
    const record = await type.create(tx, values, user);
    // created_by is always the session's user, never anything the client sent.
    recordCreated(tx, type.entity, record, user);
    return record;
  }

  /** Writes a delete or restore of the record to the change history. */
  function audit(ctx: RecordContext, tx: EntityManager, record: Entity, action: 'delete' | 'restore') {
    const { recordType } = describeRecordType(tx, type.entity);
    writeAudit(tx, { recordType, recordId: record.id, action, by: ctx.user });
  }

  /** The live record, write-locked, once the delete rule and the type allow its delete. */
  async function deletable(ctx: RecordContext, tx: EntityManager, id: string) {
    const record = await lockRecord(tx, id);
    assertCanDelete(ctx, record);
    const blocked = await type.blockDelete?.(tx, record);
    if (blocked) throw new AppError('CONFLICT', blocked);
    return record;
  }

  /** The deleted record, write-locked, once the delete rule and the type allow it back; null when it is live. */
  async function restorable(ctx: RecordContext, tx: EntityManager, id: string) {
    const record = await lockRecord(tx, id, includingDeleted);
    if (!record.deletedAt) return null;
    assertCanDelete(ctx, record);
    const blocked = await type.blockRestore?.(tx, record);
    if (blocked) throw new AppError('CONFLICT', blocked);
    return record;
  }

  async function markDeleted(ctx: RecordContext, tx: EntityManager, record: Entity) {
    record.deletedAt = new Date();
    audit(ctx, tx, record, 'delete');
    await type.deletedOrRestored?.(tx, record, ctx.user);
  }

  async function markRestored(ctx: RecordContext, tx: EntityManager, record: Entity) {
    record.deletedAt = null;
    audit(ctx, tx, record, 'restore');
    await type.deletedOrRestored?.(tx, record, ctx.user);
  }

  return {
    list,
    count,
    byId,
    change,

    async create(ctx, values) {
      const id = await write(ctx.em, async (tx) => {
        const record = await createIn(tx, ctx.user, values);
        await tx.flush();
        return record.id;
      });
      return reread(ctx, id);
    },

    createIn,

    async update(ctx, id, values) {
      await write(ctx.em, async (tx) => {
        const record = await lockRecord(tx, id);
        const changes = await changeAudited(ctx, tx, record, () => type.update(tx, record, values, ctx.user));
        await type.updated?.(tx, record, changes, ctx.user);
        await tx.flush();
      });
      return reread(ctx, id);
    },

    /** Soft delete: staff their own records, managers any; refused with CONFLICT while live records still point at this one. */
    async delete(ctx, id) {
      return write(ctx.em, async (tx) => {
        await markDeleted(ctx, tx, await deletable(ctx, tx, id));
        await tx.flush();
        return { id };
      });
    },

    /** Brings a deleted record back (a live one is left as it is), unless the type refuses. */
    async restore(ctx, id) {
      await write(ctx.em, async (tx) => {
        const record = await restorable(ctx, tx, id);
        if (record) await markRestored(ctx, tx, record);
        await tx.flush();
      });
      return reread(ctx, id);
    },

    async bulk(ctx, input) {
      const ops = { lockRecord, changeAudited, deletable, restorable, markDeleted, markRestored };
      const step = await bulkStep(ctx, type, ops, input);
      return runBulk(ctx.em, input.ids, step);
    },
  };
}

/**
 * The kit's duplicate tools for a type that declares them: the likely duplicates of a form's
 * values before saving, the 'Possible duplicates' view, and merge.
 */
export function duplicateService<
  Entity extends MergeableEntity,
  Values,
  Row,
  Detail,
  Input extends ListInput,
  Joined,
>(type: RecordType<Entity, Values, Row, Input, Joined, Detail>) {
  const rules: DuplicateRules<Entity, Values> | undefined = type.duplicates;
  if (!rules) throw new Error(`${type.label} declares no duplicate rules`);
  const reader = recordReader(type);
  return {
    likely: ({ em }: RecordContext, values: Values, exceptId: string | null) =>
      likelyDuplicates(em, type.entity, rules, values, exceptId),
    /** Likely duplicates of a record another form would create, by the columns the rules read. */
    likelyOfRow: ({ em }: RecordContext, row: Readonly<Record<string, string | null>>) =>
      likelyDuplicatesOfRow(em, type.entity, rules, row, null),
    possible: ({ em }: RecordContext, after: string | null) =>
      possibleDuplicates(em, type.entity, rules, after),
    mergedInto: ({ em }: RecordContext, id: string) => mergedInto(em, type.entity, rules, id),
    async merge(ctx: RecordContext, input: MergeInput): Promise<Detail> {
      await mergeRecords(ctx, { entity: type.entity, label: type.label, rules }, reader, input);
      return reader.reread(ctx, input.survivorId);
    },
  };
}
export type DuplicateService<Values, Detail> = ReturnType<
  typeof duplicateService<MergeableEntity, Values, unknown, Detail, ListInput, unknown>
>;
