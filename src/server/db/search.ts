/** Escapes `%`, `_` and `\` so a user's text matches literally in `like`/`ilike`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Searches shorter than this match the start of a word only: a trigram index cannot serve a
 * substring of one or two characters.
 */
export const SHORTEST_SUBSTRING_SEARCH = 3;

/**
 * A search over a `search_text` column (lowercased, each field after a space; see the
 * `search_text` migration): the SQL condition, whose two parameters are `searchTextParameters`.
 * A search of three characters or more matches anywhere, a shorter one at the start of a word.
 *
 * The trigram index is asked for the search's words only (`like '%ref%0004217%'` for
 * 'REF-0004217'), and each row it finds is then checked for the whole search (`strpos`). Asked
 * for the whole search, pg_trgm adds the trigrams of its words' edges ('  0', ' 00' after the
 * dash), which are in nearly every row, and reading their long lists in the index cost five to
 * ten times the rest of the search's work at 100,000 leads (README: "The trigram index asked for
 * the search's words only").
 */
export function searchTextCondition(column: string): string {
  // `<> 0`, not `> 0` (the same, as strpos is never negative): the planner guesses that a third
  // of the rows pass `> 0` and nearly all pass `<> 0`, and its guess of the rows is the list's
  // total beyond EXACT_COUNT_LIMIT and what picks the plan; the `like` alone must make it.
  return `${column} like lower(?) and strpos(${column}, lower(?)) <> 0`;
}

/** The `like` pattern the index serves, and the whole search, for `searchTextCondition`. */
export function searchTextParameters(search: string): [pattern: string, search: string] {
  if ([...search].length < SHORTEST_SUBSTRING_SEARCH) return [`% ${escapeLike(search)}%`, search];
  // Letters and digits only (no wildcard among them), in order: the words pg_trgm makes trigrams of.
  const words = search.match(/[\p{L}\p{N}]{3,}/gu);
  return [`%${words ? words.join('%') : escapeLike(search)}%`, search];
}
