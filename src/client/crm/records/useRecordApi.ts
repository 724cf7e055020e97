import type {
  InfiniteData,
  QueryKey,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { BulkResult, RecordBulkInput } from '../../../shared/schemas/bulk.ts';
import type { DuplicateMatch, DuplicatePair, MergeInput } from '../../../shared/schemas/duplicates.ts';
import type { ListTotal, Page } from '../../../shared/schemas/fields.ts';
import { useTRPC } from '../../trpc.ts';
import type { RecordPath } from './recordUrl.ts';

type Query<Input, Output> = {
  queryOptions: (input: Input) => UseQueryOptions<Output, Error, Output, QueryKey>;
};
type Mutation<Input, Output> = { mutationOptions: () => UseMutationOptions<Output, Error, Input> };

/** The record contract's procedures, as the kit uses them (server: recordProcedures, features/README.md). */
export type RecordApi<Row, Detail> = {
  list: Query<object, Page<Row>>;
  /** The list's total for the same search and filters (no cursor). */
  count: Query<object, ListTotal>;
  byId: Query<{ id: string }, Detail>;
  /** The form's values (the schema checked them), and the id for update. */
  create: Mutation<object, Detail>;
  update: Mutation<object, Detail>;
  delete: Mutation<{ id: string }, { id: string }>;
  restore: Mutation<{ id: string }, Detail>;
  /** The table view's bulk action on chosen records. */
  bulk: Mutation<RecordBulkInput, BulkResult>;
};

/** A page of the 'Possible duplicates' view. */
export type DuplicatePage = { pairs: DuplicatePair[]; next: string | null };

/** The duplicate tools of a type that declares them (server: duplicateProcedures). */
export type DuplicateApi<Detail> = {
  likelyDuplicates: Query<{ id?: string | null; values: object }, DuplicateMatch[]>;
  possibleDuplicates: {
    infiniteQueryOptions: (
      input: object,
      options: { getNextPageParam: (page: DuplicatePage) => string | null },
    ) => UseInfiniteQueryOptions<DuplicatePage, Error, InfiniteData<DuplicatePage>, QueryKey, string | null>;
  };
  merge: Mutation<MergeInput, Detail>;
  mergedInto: Query<{ id: string }, { id: string; name: string } | null>;
};

/**
 * The tRPC options of a record type's procedures. Every record router has the same procedures;
 * TypeScript cannot call tRPC's overloaded option builders through a generic key, so the one
 * cast of the kit is here, and the record type's declaration names the row and detail types.
 */
export function useRecordApi<Row, Detail>(path: RecordPath): RecordApi<Row, Detail> & DuplicateApi<Detail> {
  return useTRPC()[path] as unknown as RecordApi<Row, Detail> & DuplicateApi<Detail>;
}
