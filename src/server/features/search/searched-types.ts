import { registeredTypes } from '../../record-types.ts';
import type { SearchDeclaration } from '../records/registered-type.ts';

/**
 * The record types global search looks in, in the registry's order, each one SQL query of its
 * live rows (alias `r`): `label` and `detail` columns, matched on the kit's `search_text` (a
 * trigram index each) and, for a search of digits, on the digits of phone numbers or the ABN
 * (the `digit_search` migration's indexes). `?` is the search_text pattern, `?digits` the digits pattern.
 */
export type SearchedType = SearchDeclaration & {
  /** The record type's path: the group's key and the link to its records. */
  path: string;
};

export const searchedTypes: readonly SearchedType[] = Object.entries(registeredTypes).flatMap(
  ([path, type]) => (type.search ? [{ path, ...type.search }] : []),
);
