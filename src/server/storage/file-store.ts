import type { Readable } from 'node:stream';

/** A stored file: the key to read or delete it by, and its size in bytes. */
export type StoredFileRef = { key: string; size: number };

/** How a download is answered: its type and its Content-Disposition (attachment or inline). */
export type DownloadHeaders = { contentType: string; contentDisposition: string };

/** More bytes came than the caller allowed: nothing is kept. */
export class FileTooLarge extends Error {
  override name = 'FileTooLarge';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    this.maxBytes = maxBytes;
  }
}

/**
 * Where uploaded files are kept, streamed both ways (never a whole file in memory): PostgreSQL by
 * default (`postgres-store.ts`), an S3-compatible store when S3_BUCKET is set (`s3-store.ts`).
 */
export type FileStore = {
  kind: 'postgres' | 's3';
  /**
   * Reads `body` to its end into a new file under `key` (a new one by default); throws
   * FileTooLarge (keeping nothing) past `maxBytes`.
   */
  put(body: AsyncIterable<Buffer>, maxBytes: number, key?: string): Promise<StoredFileRef>;
  /** The file's bytes as a stream, or null when no file has that key. */
  get(key: string): Promise<{ size: number; body: Readable } | null>;
  /**
   * A short-lived URL the browser downloads the file from with these headers, or null when the
   * app serves the bytes itself. Ask only after the access check: whoever holds it may download.
   */
  signedUrl(key: string, headers: DownloadHeaders): Promise<string | null>;
  /** Removes the file; a key that is already gone is fine. */
  delete(key: string): Promise<void>;
};
