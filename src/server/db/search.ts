/** Escapes `%`, `_` and `\` so a user's text matches literally in `like`/`ilike`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The pattern for a case-insensitive "contains" match: `ilike ?` with this parameter. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}
