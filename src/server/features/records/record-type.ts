import type { EntityClass, EntityDTO } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import type { StaffRole } from '../../../shared/enums.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import type { User } from '../../db/entities/user.ts';

/** Who is acting, in which role, and the request's EntityManager: the first argument of every record operation. */
export type RecordContext = { em: EntityManager; user: User; role: StaffRole };

/** What every record list takes; a type's list schema adds its own filters (recordListSchema). */
export type ListInput = {
  search: string;
  sort: string;
  /** The page after this record's id in the sort, or before it (keyset paging); neither: the first page. */
  after?: string | null;
  before?: string | null;
  pageSize: number;
  /** Only these records (the table view's export of its selection). */
  ids?: string[];
};

/** The list's query of the root alias `r`, to which the type adds joins, columns and filters. */
export type ListQuery<Entity extends object> = QueryBuilder<Entity, 'r'>;

/**
 * A sort of a list: SQL expressions of the root alias `r` (`r.created_at`,
 * `coalesce(r.lead_score, -1)`), all in one direction, to which the kit adds the id. The entity
 * has a btree index on the same expressions and the id over its live rows (`sortIndex`), so a
 * page in either direction is read from the index.
 */
export type ListSort = { keys: readonly string[]; direction: 'asc' | 'desc' };

/**
 * A row of a list query: the root entity's columns by property name, and the columns the type
 * selects from its joins by their alias, typed by the type (`a.name as account_name`). An alias
 * must not be one of the root's column names, which are mapped to property names.
 */
export type ListRow<Entity, Joined> = EntityDTO<Entity> & Joined & { id: string };

/** A column of the root, by property name. */
export type RootColumn<Entity> = keyof EntityDTO<Entity> & string;

/** A record entity: uuid id, who created it, and the soft-delete mark (see soft-delete.ts). */
export type RecordEntity = { id: string; createdBy?: { id: string } | null; deletedAt?: Date | null };

/**
 * How a list of one record type is read: plain rows, never managed entities. The kit selects the
 * root's columns and adds the soft-delete filter of the root, the search (on the root's
 * `search_text`, which the type's migration keeps with triggers), the sort and the page
 * (list-query.ts).
 */
export type RecordList<Entity extends RecordEntity, Row, Input extends ListInput, Joined> = {
  /**
   * The type's filters (with any join they need), on the query of the root alias `r` (none: the
   * root alone). Compiled once per shape of the input (compiled-queries.ts): it may read the
   * input's filters, the EntityManager's filters and `businessToday()`, never the search or the
   * cursor, and nothing else that changes.
   */
  query?: (qb: ListQuery<Entity>, em: EntityManager, input: Input) => Promise<void> | void;
  /**
   * The joins and joined columns a page shows. The count leaves them out (PostgreSQL would plan
   * them for nothing), so `query`'s filters must not use them, and an inner join here must be of
   * a required relation (the same rows). Compiled with `query`, under the same rule.
   */
  display?: (qb: ListQuery<Entity>, em: EntityManager) => Promise<void> | void;
  /**
   * The root's columns (property names) a page shows: what `toRow` reads of the root. A page
   * reads only these and the id, so a wide table costs what its list shows; without them, every
   * column. The CSV export reads every column whatever this says.
   */
  columns?: readonly RootColumn<Entity>[];
  /** Each sort of the list schema (`ascending(…)`, `descending(…)`, `newestFirst`). */
  sorts: Record<Input['sort'], ListSort>;
  /** A selected row (the root's columns by property name, joined columns by their alias) as the API shows it. */
  toRow: (row: ListRow<Entity, Joined>) => Row;
  /** The column of the root `r` holding the record's owner, a staff member's id ('r.assigned_to'), for the table view. */
  owner?: string;
};

/**
 * A record type people read but never create, edit or delete in the CRM (quotes: the public site
 * makes them): its entity, its list and how one record is read. The kit gives it list, byId and
 * change (recordReader).
 */
export type ReadOnlyRecordType<
  Entity extends RecordEntity,
  Row,
  Input extends ListInput,
  Joined = unknown,
  Detail = Row,
> = {
  /** 'Quote', as in 'Quote not found'. */
  label: string;
  entity: EntityClass<Entity>;
  list: RecordList<Entity, Row, Input, Joined>;
  /** One live record as the API shows it, or null when there is none. */
  read: (em: EntityManager, id: string) => Promise<Detail | null>;
};

/**
 * One record type, declared once: its entity, its list, how one record is read, and only its own
 * rules. The kit (record-service.ts) does the rest the same way for every type: transactions,
 * created_by, not-found answers, soft delete with its lock, restore.
 */
export type RecordType<
  Entity extends RecordEntity,
  Values,
  Row,
  Input extends ListInput,
  Joined = unknown,
  Detail = Row,
> = ReadOnlyRecordType<Entity, Row, Input, Joined, Detail> & {
  /** A new record from the form's values; checks the type's rules inside the saving transaction. */
  create: (tx: EntityManager, values: Values, user: User) => Promise<Entity>;
  /** Applies the form's values to the loaded (and write-locked) record, checking the type's rules. */
  update: (tx: EntityManager, record: Entity, values: Values, user: User) => Promise<void>;
  /**
   * After an update from the form, with the fields that changed (the kit has written them to the
   * change history): the type's automatic records of it, such as the lead's activity.
   */
  updated?: (tx: EntityManager, record: Entity, changes: FieldChange[], user: User) => Promise<void> | void;
  /** After a delete or a restore (one or in bulk): the type's automatic records of it, such as a task. */
  deletedOrRestored?: (tx: EntityManager, record: Entity, user: User) => Promise<void> | void;
  /** Why the record cannot be deleted now (live records still point at it), or null. */
  blockDelete?: (tx: EntityManager, record: Entity) => Promise<string | null>;
  /** Why the deleted record cannot come back now, or null. */
  blockRestore?: (tx: EntityManager, record: Entity) => Promise<string | null>;
  /** How likely duplicates of this type are found, and what a merge does of its own (duplicates.ts, merge.ts). */
  duplicates?: DuplicateRules<Entity, Values>;
  /** The table view's bulk changes of the type's own fields (bulk.ts); delete and restore every type has. */
  bulk?: BulkChanges<Entity>;
};

/**
 * How the type's owner and status change in a bulk action, on the write-locked record, with the
 * type's own rules (the lead's assignment activity, the opportunity's stage clock). They only
 * change the record: the kit has checked the new owner and the status beforehand.
 */
export type BulkChanges<Entity> = {
  owner?: (tx: EntityManager, record: Entity, owner: User | null, by: User) => Promise<void> | void;
  status?: {
    /** The statuses a bulk action may set, with their labels ('New, Contacted, …' in a refusal). */
    options: readonly { value: string; label: string }[];
    set: (tx: EntityManager, record: Entity, status: string, by: User) => Promise<void> | void;
  };
};

/** A column of the type's table that the duplicate rules read: its SQL type and its value in the form's values. */
export type DuplicateColumn<Values> = { sqlType: 'text' | 'uuid'; value: (values: Values) => string | null };

/**
 * When two records of a type are likely the same. Each rule is an SQL condition on two live rows
 * of the type's table, `r` and `d`, which an index serves for a given `r`; before saving, `r` is
 * the form's values in the columns the rules read.
 */
export type DuplicateRules<Entity, Values> = {
  /** A record's name in SQL of the alias `a` ('Sam Lee', the account's name, the lead's title). */
  name: (alias: string) => string;
  /** The columns of `r` the rules read, by their name in the table. */
  columns: Readonly<Record<string, DuplicateColumn<Values>>>;
  /** Each rule: the condition, and why it says so ('Same phone number'). */
  rules: readonly { reason: string; matches: string }[];
  /** Settings the rules' indexes need, set for the reading transaction (a trigram threshold). */
  settings?: readonly string[];
  /** After a merge moved the other's references to the survivor: the type's own clean-up (the account's compliance tasks). */
  merged?: (tx: EntityManager, survivor: Entity, user: User) => Promise<void>;
};
