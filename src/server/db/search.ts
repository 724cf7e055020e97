/** The pattern for a case-insensitive "contains" match: `ilike ?` with this parameter. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
