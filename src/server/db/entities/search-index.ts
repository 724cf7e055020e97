/**
 * A trigram GIN index, so case-insensitive substring search (`ilike '%term%'`) on the
 * column uses an index instead of reading the whole table. Needs the pg_trgm extension,
 * which the accounts-and-contacts migration creates.
 */
export function trigramIndex(table: string, column: string) {
  const name = `${table}_${column}_trgm_index`;
  return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
}
