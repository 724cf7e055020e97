import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { withPendingFiles } from './pending-files.ts';
import { postgresFileStore } from './postgres-store.ts';

/**
 * The configured file store: S3 when S3_BUCKET is set, else PostgreSQL; each new file noted as
 * pending until a record keeps it (pending-files.ts).
 */
export function createFileStore(orm: MikroORM, config: Pick<Config, 's3'>): FileStore {
  return withPendingFiles(orm, config.s3 ? lazyS3Store(config.s3) : postgresFileStore(orm));
}

/** The S3 store, whose SDK loads on its first use: a server on the PostgreSQL store never holds it in memory. */
function lazyS3Store(settings: NonNullable<Config['s3']>): FileStore {
  let loaded: Promise<FileStore> | undefined;
  const s3 = () => (loaded ??= import('./s3-store.ts').then((module) => module.s3FileStore(settings)));
  return {
    kind: 's3',
    put: async (body, maxBytes, key) => (await s3()).put(body, maxBytes, key),
    get: async (key) => (await s3()).get(key),
    signedUrl: async (key, headers) => (await s3()).signedUrl(key, headers),
    delete: async (key) => (await s3()).delete(key),
  };
}
