import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { postgresFileStore } from './postgres-store.ts';

/**
 * The configured file store: S3 when S3_BUCKET is set, else PostgreSQL. The S3 SDK loads on the
 * store's first use, so a server on the PostgreSQL store never holds it in memory.
 */
export function createFileStore(orm: MikroORM, config: Pick<Config, 's3'>): FileStore {
  if (!config.s3) return postgresFileStore(orm);
  const settings = config.s3;
  let loaded: Promise<FileStore> | undefined;
  const s3 = () => (loaded ??= import('./s3-store.ts').then((module) => module.s3FileStore(settings)));
  return {
    kind: 's3',
    put: async (body, maxBytes) => (await s3()).put(body, maxBytes),
    get: async (key) => (await s3()).get(key),
    signedUrl: async (key, headers) => (await s3()).signedUrl(key, headers),
    delete: async (key) => (await s3()).delete(key),
  };
}
