import { p } from '@mikro-orm/core';

/**
 * A record type's search column: its searched text, lowercased, written only by the database's
 * triggers (migration `search_text`) in the same transaction as any change to that text,
 * including the names of related records. Never read by entities (lazy) nor sent to clients.
 */
export function searchText() {
  return { searchText: p.text().lazy().hidden().default('') };
}

/**
 * The trigram GIN index of a table's `search_text`, so a case-insensitive substring search
 * (`search_text like '%term%'`) uses an index instead of reading the whole table. Needs the
 * pg_trgm extension, which the accounts-and-contacts migration creates. Its pending list, which
 * every search reads, is kept at 256 kB, as every GIN index's (migration `gin_pending_lists`).
 */
export function searchTextIndex(table: string) {
  const name = `${table}_search_text_trgm_index`;
  return {
    name,
    expression: `create index "${name}" on "${table}" using gin ("search_text" gin_trgm_ops) with (gin_pending_list_limit = 256) where "deleted_at" is null`,
  };
}

/**
 * A btree index over a list sort's key (SQL expressions, then the id) on the live rows only, so
 * every sort of a record list reads its page, in either direction, from an index (keyset paging).
 */
export function sortIndex(table: string, name: string, keys: readonly string[]) {
  const indexName = `${table}_${name}_sort_index`;
  return {
    name: indexName,
    expression: `create index "${indexName}" on "${table}" (${[...keys, '"id"'].join(', ')}) where "deleted_at" is null`,
  };
}

/**
 * A trigram GIN index over the digits of a record's numbers (phones, ABN), read through the SQL
 * function `digitsFunction` of the given columns (an immutable function of the `digit_search`
 * migration), so '0412 345 678', '(04) 1234-5678' and a search for '412345' meet.
 */
export function digitsIndex(table: string, digitsFunction: string, columns: readonly string[]) {
  const name = `${table}_digits_trgm_index`;
  const call = `${digitsFunction}(${columns.map((column) => `"${column}"`).join(', ')})`;
  return {
    name,
    expression: `create index "${name}" on "${table}" using gin ((${call}) gin_trgm_ops) where "deleted_at" is null`,
  };
}
