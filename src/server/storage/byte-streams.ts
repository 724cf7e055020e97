/** The bytes as they come; `tooLarge()` is thrown as soon as more than `maxBytes` have come. */
export async function* limited(
  body: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => Error,
): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const bytes of body) {
    received += bytes.length;
    if (received > maxBytes) throw tooLarge();
    yield bytes;
  }
}

/** The same bytes in pieces of `size` (the last one smaller). */
export async function* inChunks(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const bytes of source) {
    parts.push(bytes);
    length += bytes.length;
    while (length >= size) {
      const joined = Buffer.concat(parts, length);
      yield joined.subarray(0, size);
      parts = [joined.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(parts, length);
}

/**
 * The same bytes in pieces of `size` (the last one smaller) copied into one buffer that is used
 * again for every piece: the consumer is done with a piece when it asks for the next one. Memory
 * stays at one piece whatever the file's size.
 */
export async function* inReusedChunks(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const bytes of source) {
    let offset = 0;
    while (offset < bytes.length) {
      const copied = bytes.copy(buffer, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === size) {
        yield buffer;
        filled = 0;
      }
    }
  }
  if (filled > 0) yield buffer.subarray(0, filled);
}

/** The first bytes of a stream (at least `bytes` of them, or all), and the whole stream from its start. */
export async function withHead(source: AsyncIterable<Buffer>, bytes: number) {
  const iterator = source[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts, length);
  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: whole() };
}
