import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file of a zip: its path in the archive and its bytes (or text) as they are read; `compress` for text. */
export type ZipEntry = { name: string; body: AsyncIterable<Uint8Array | string>; compress: boolean };

/**
 * A zip of the entries, written as each is read, one after the other: only the chunk in hand is
 * in memory, whatever the files' sizes. Stored files go in as they are (PDFs, images and Office
 * files are compressed already); text is deflated.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const encoder = new TextEncoder();
  const flush = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.body) {
      file.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      yield* flush();
    }
    file.push(new Uint8Array(0), true);
    yield* flush();
  }
  zip.end();
  yield* flush();
}
