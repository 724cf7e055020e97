import { p } from '@mikro-orm/core';

/** The name of the filter that hides deleted records; `filters: { softDelete: false }` turns it off. */
const SOFT_DELETE = 'softDelete';

/**
 * Soft delete for a record type, spread into its `defineEntity`: a `deleted_at` column and a
 * filter, on by default, that leaves rows with one out of every query of the entity (find,
 * count, populated relations, query builders after `applyFilters`). A relation to a deleted
 * record reads as none. Only restore turns it off, with `includingDeleted`.
 */
export function softDelete() {
  return {
    /** Set by a delete; the row stays so the delete can be undone. */
    deletedAt: p.datetime().nullable(),
  };
}

export const softDeleteFilter = {
  [SOFT_DELETE]: { name: SOFT_DELETE, cond: { deletedAt: null }, default: true },
};

/** Find options for the reads that must see deleted records too (restoring one). */
export const includingDeleted = { filters: { [SOFT_DELETE]: false } };

/**
 * For a record type that can be merged: the record a merged record went into. The merged record
 * is soft-deleted; this is its link to the survivor (records/merge.ts).
 */
export function mergedInto() {
  return { mergedIntoId: p.uuid().nullable() };
}

/** Raw SQL's soft-delete condition for the table of `alias`: its live rows only (`${live('r')}`). */
export const live = (alias: string) => `${alias}.deleted_at is null`;
