import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';

/** A line of an import's file: its number (the header is row 1) and its values as written. */
export type CsvRow = { rowNumber: number; cells: string[] };

/** The header line's delimiter: ';' when it has more semicolons than commas outside quotes, else ','. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of text.replace(/^\uFEFF/, '')) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** How csv-parse reads an import's file, the same at the upload, the preview and the import. */
export const csvOptions = (delimiter: string): Options => ({
  bom: true,
  delimiter,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: false,
});

/**
 * Every row of the file after the header, with its values padded to the header's width, read
 * from its bytes as they come (the stored chunks, in order): one chunk in memory at a time.
 * Leaving the loop early stops reading.
 */
export async function* csvRows(
  file: AsyncIterable<Buffer>,
  delimiter: string,
  width: number,
): AsyncGenerator<CsvRow> {
  // One chunk read ahead at most (Readable.from's default would read 16 of them).
  const source = Readable.from(file, { highWaterMark: 1 });
  const parser = parse(csvOptions(delimiter));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (rowNumber === 1) continue;
      const cells = Array.from({ length: Math.max(width, record.length) }, (_, index) => record[index] ?? '');
      yield { rowNumber, cells };
    }
  } finally {
    source.destroy();
  }
}
