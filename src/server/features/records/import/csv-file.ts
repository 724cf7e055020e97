import { parse, type Options } from 'csv-parse';
import { AppError } from '../../../errors.ts';

/** A line of an import's file: its number (the header is row 1) and its values as written. */
export type CsvRow = { rowNumber: number; cells: string[] };

/** What an uploaded file holds: its column headers, its delimiter and how many rows follow the header. */
export type CsvSummary = { headers: string[]; delimiter: ',' | ';'; rowCount: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

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

const parseOptions = (delimiter: string): Options => ({
  bom: true,
  delimiter,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: false,
});

/** Every row of the file after the header, with its values padded to the header's width. */
export async function* csvRows(file: Buffer, delimiter: string, width: number): AsyncGenerator<CsvRow> {
  let rowNumber = 0;
  for await (const record of parse(file, parseOptions(delimiter)) as AsyncIterable<string[]>) {
    rowNumber += 1;
    if (rowNumber === 1) continue;
    const cells = Array.from({ length: Math.max(width, record.length) }, (_, index) => record[index] ?? '');
    yield { rowNumber, cells };
  }
}

/** Checks an upload is UTF-8 CSV with a header; answers its headers, delimiter and row count. */
export async function readCsvSummary(file: Buffer): Promise<CsvSummary> {
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    throw new AppError('BAD_REQUEST', 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".');
  }
  const delimiter = detectDelimiter(text);
  let headers: string[] | null = null;
  let rowCount = 0;
  try {
    for await (const record of parse(file, parseOptions(delimiter)) as AsyncIterable<string[]>) {
      if (headers) rowCount += 1;
      else headers = record.map((header) => header.trim());
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it is not valid CSV';
    throw new AppError('BAD_REQUEST', `The file could not be read as CSV: ${reason}`);
  }
  if (!headers || headers.every((header) => header === ''))
    throw new AppError('BAD_REQUEST', 'The file is empty: its first line must name the columns.');
  if (rowCount === 0) throw new AppError('BAD_REQUEST', 'The file has a header line but no rows to import.');
  return { headers, delimiter, rowCount };
}
