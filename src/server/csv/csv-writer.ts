import { stringify, type Stringifier } from 'csv-stringify';
import { toCsvCell } from './formula-cells.ts';

/**
 * A stream that writes rows (arrays of values, in the order of `columns`) as the CSV files we
 * offer for download: a byte-order mark so Excel reads accents, a header row, and every text
 * cell, the header's too, made safe from formulas (see formula-cells.ts).
 */
export function csvWriter(columns: readonly string[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...columns],
    cast: { string: toCsvCell },
  });
}
