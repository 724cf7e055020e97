import { z } from 'zod';
import { plainText } from './fields.ts';

/** `search.global`: what was typed in the spotlight. */
export const globalSearchSchema = z.object({
  query: plainText('Search')
    .trim()
    .min(1, 'Search is required')
    .max(200, 'Search must be at most 200 characters'),
});

/** Results shown per record type. */
export const GLOBAL_SEARCH_PER_TYPE = 5;

/** At least this many digits search phone numbers and ABNs by their digits (a trigram needs three). */
export const SHORTEST_DIGIT_SEARCH = 3;

/** The digits of a search made only of digits and the marks numbers are written with ('0412 345-678', '(02)'), else null. */
export function searchDigits(query: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= SHORTEST_DIGIT_SEARCH ? digits : null;
}
