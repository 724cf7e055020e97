import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../../../errors.ts';
import { memoryCeiling } from '../../../memory-ceiling.ts';
import { inChunks, limited, withHead } from '../../../storage/byte-streams.ts';
import { csvOptions, detectDelimiter } from './csv-file.ts';
import { CHUNK_BYTES } from './file-chunks.ts';

/** What an uploaded file holds: its column headers, its delimiter and how many rows follow the header. */
export type CsvSummary = { headers: string[]; delimiter: ',' | ';'; rowCount: number };

/** An upload larger than the limit: answered 413 with this message. */
export class FileTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes / 1024 / 1024} MB. Please split it into smaller files.`);
  }
}

/** Bytes read before the delimiter is chosen: the header line is in them. */
const HEAD_BYTES = 64 * 1024;

const NOT_UTF8 = 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".';

/** The bytes as they come, checked to be UTF-8 on the way (a sequence cut between two pieces is fine). */
async function* utf8Checked(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (bytes?: Buffer) => {
    try {
      decoder.decode(bytes, { stream: bytes !== undefined });
    } catch {
      throw new AppError('BAD_REQUEST', NOT_UTF8);
    }
  };
  for await (const bytes of source) {
    check(bytes);
    yield bytes;
  }
  check();
}

/**
 * The chunks, each handed to `save` (awaited) before it goes on, the server's memory kept under
 * its ceiling between two.
 */
async function* saved(
  chunks: AsyncIterable<Buffer>,
  save: (seq: number, chunk: Buffer) => Promise<void>,
): AsyncGenerator<Buffer> {
  let seq = 0;
  const keepMemoryDown = memoryCeiling();
  for await (const chunk of chunks) {
    await save(seq, chunk);
    keepMemoryDown();
    seq += 1;
    yield chunk;
  }
}

/**
 * Reads an upload as it arrives, in one pass: refused past `maxBytes` (FileTooLarge) or when it is
 * not UTF-8 CSV with a header and rows (AppError), each piece of CHUNK_BYTES handed to `save` in
 * order (awaited, so a slow database slows the upload instead of filling memory). Answers its
 * headers, delimiter and row count.
 */
export async function receiveCsv(
  body: AsyncIterable<Buffer>,
  maxBytes: number,
  save: (seq: number, chunk: Buffer) => Promise<void>,
): Promise<CsvSummary> {
  const { head, whole } = await withHead(
    limited(body, maxBytes, () => new FileTooLarge(maxBytes)),
    HEAD_BYTES,
  );
  const delimiter = detectDelimiter(new TextDecoder().decode(head));
  let headers = null as string[] | null;
  let rowCount = 0;
  try {
    await pipeline(
      // One stored chunk waits for the parser at most (Readable.from's default would hold 16).
      Readable.from(saved(inChunks(utf8Checked(whole), CHUNK_BYTES), save), { highWaterMark: 1 }),
      parse(csvOptions(delimiter)),
      new Writable({
        objectMode: true,
        write(record: string[], _encoding, done) {
          if (headers) rowCount += 1;
          else headers = record.map((header) => header.trim());
          done();
        },
      }),
    );
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError('BAD_REQUEST', `The file could not be read as CSV: ${error.message}`);
    throw error;
  }
  if (!headers || headers.every((header) => header === ''))
    throw new AppError('BAD_REQUEST', 'The file is empty: its first line must name the columns.');
  if (rowCount === 0) throw new AppError('BAD_REQUEST', 'The file has a header line but no rows to import.');
  return { headers, delimiter, rowCount };
}
