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
 * The `like` pattern of a search over a `search_text` column (lowercased, each field after a
 * space; see the `search_text` migration), for `search_text like lower(?)`: anywhere for three
 * characters or more, else at the start of a word.
 */
export function searchTextPattern(search: string): string {
  const escaped = escapeLike(search);
  return [...search].length >= SHORTEST_SUBSTRING_SEARCH ? `%${escaped}%` : `% ${escaped}%`;
}
