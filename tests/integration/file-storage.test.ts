import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { FileTooLarge, type FileStore } from '../../src/server/storage/file-store.ts';
import { postgresFileStore } from '../../src/server/storage/postgres-store.ts';
import { s3Client, s3FileStore } from '../../src/server/storage/s3-store.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';

const MiB = 1024 * 1024;

function pieces(...buffers: Buffer[]): AsyncIterable<Buffer> {
  return Readable.from(buffers);
}

/** `total` bytes of a repeating random pattern in pieces of 64 KiB, hashed as they are made. */
function generated(total: number) {
  const pattern = randomBytes(64 * 1024 + 7);
  const hash = createHash('sha256');
  function* body(): Generator<Buffer> {
    for (let sent = 0; sent < total; sent += 64 * 1024) {
      const piece = Buffer.from(pattern.subarray(0, Math.min(64 * 1024, total - sent)));
      piece.writeUInt32BE(sent, 0);
      hash.update(piece);
      yield piece;
    }
  }
  return { body: Readable.from(body()) as AsyncIterable<Buffer>, digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<{ digest: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { digest: hash.digest('hex'), bytes };
}

async function textOf(store: FileStore, key: string): Promise<string | null> {
  const file = await store.get(key);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const chunk of file.body as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The most live memory (heap and buffers, garbage collected first) seen above the starting point
 * while `work` runs, sampled every 100 ms: a whole-file buffer would show as the file's size.
 */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  const used = () => {
    // Twice: V8 frees dead buffers' memory on a background thread after a collection, and the
    // next collection waits for that first, so the count no longer holds buffers already dead.
    collectGarbage();
    collectGarbage();
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const start = used();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, used()) - start;
}

type Backend = { store: FileStore; keys: () => Promise<string[]> };

let testDatabase: TestDatabase;
let database: Database;
let s3: S3TestServer;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase(
    { databaseUrl: testDatabase.url, dataDir: '.data' },
    pino({ level: 'silent' }),
  );
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await database.close();
  await testDatabase.drop();
});

const backends: [string, () => Backend][] = [
  [
    'PostgreSQL',
    () => ({
      store: postgresFileStore(database.orm),
      keys: async () =>
        (
          await database.orm.em.fork().execute<{ key: string }[]>('select key from stored_files order by key')
        ).map((row) => row.key),
    }),
  ],
  [
    'S3 (s3rver on loopback)',
    () => {
      const client = s3Client(s3.settings);
      return {
        store: s3FileStore(s3.settings, client),
        keys: async () => {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
          return (listed.Contents ?? []).map((object) => (object.Key ?? '').replace(/^files\//, '')).sort();
        },
      };
    },
  ],
];

describe.each(backends)('file storage in %s', (_name, backend) => {
  let store: FileStore;
  let keys: Backend['keys'];
  beforeAll(() => {
    ({ store, keys } = backend());
  });

  it('stores a file from a stream and streams it back', async () => {
    const stored = await store.put(pieces(Buffer.from('Policy '), Buffer.from('v1, é')), MiB);
    expect(stored.size).toBe(Buffer.byteLength('Policy v1, é'));
    expect(await textOf(store, stored.key)).toBe('Policy v1, é');
    expect((await store.get(stored.key))?.size).toBe(stored.size);
  });

  it('stores an empty file', async () => {
    const stored = await store.put(pieces(), MiB);
    expect(stored.size).toBe(0);
    expect(await textOf(store, stored.key)).toBe('');
  });

  it('keeps the bytes of a file larger than one stored piece or part', async () => {
    const file = generated(6 * MiB + 123);
    const stored = await store.put(file.body, 10 * MiB);
    expect(stored.size).toBe(6 * MiB + 123);
    const read = await store.get(stored.key);
    expect(await sha256Of(read!.body)).toEqual({ digest: file.digest(), bytes: 6 * MiB + 123 });
  });

  it('refuses a file past the limit and keeps nothing of it', async () => {
    const before = await keys();
    await expect(store.put(generated(6 * MiB).body, 5 * MiB + 1)).rejects.toBeInstanceOf(FileTooLarge);
    await expect(store.put(pieces(Buffer.alloc(11)), 10)).rejects.toBeInstanceOf(FileTooLarge);
    expect(await keys()).toEqual(before);
  });

  it('keeps nothing of an upload whose body fails half way', async () => {
    const before = await keys();
    async function* cutOff(): AsyncGenerator<Buffer> {
      yield* generated(6 * MiB).body;
      throw new Error('connection reset');
    }
    await expect(store.put(cutOff(), 10 * MiB)).rejects.toThrow('connection reset');
    expect(await keys()).toEqual(before);
  });

  it('answers null for an unknown key, and deletes (twice is fine)', async () => {
    expect(await store.get('5f0c56a5-8a3e-4a43-9d0e-000000000000')).toBeNull();
    const stored = await store.put(pieces(Buffer.from('to delete')), MiB);
    await store.delete(stored.key);
    expect(await store.get(stored.key)).toBeNull();
    await store.delete(stored.key);
    expect(await keys()).not.toContain(stored.key);
  });

  it('gives a signed download link only in S3, which serves the bytes with the given headers', async () => {
    const stored = await store.put(pieces(Buffer.from('%PDF-1.4 signed')), MiB);
    const headers = {
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="policy.pdf"',
    };
    const url = await store.signedUrl(stored.key, headers);
    if (store.kind === 'postgres') {
      expect(url).toBeNull();
      return;
    }
    expect(url).toMatch(/X-Amz-Expires=60/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="policy.pdf"');
    expect(await response.text()).toBe('%PDF-1.4 signed');
  });

  it('puts and gets a 25 MB file with memory well under the file size', { timeout: 120_000 }, async () => {
    const size = 25 * MiB;
    const file = generated(size);
    let key = '';
    const putGrowth = await peakGrowth(async () => {
      key = (await store.put(file.body, size)).key;
    });
    let read = { digest: '', bytes: 0 };
    const getGrowth = await peakGrowth(async () => {
      read = await sha256Of((await store.get(key))!.body);
    });
    expect(read).toEqual({ digest: file.digest(), bytes: size });
    console.info(
      `${store.kind}: 25 MiB put grew memory by ${(putGrowth / MiB).toFixed(1)} MiB, get by ${(getGrowth / MiB).toFixed(1)} MiB`,
    );
    expect(putGrowth).toBeLessThan(size * 0.75);
    expect(getGrowth).toBeLessThan(size * 0.75);
  });
});
