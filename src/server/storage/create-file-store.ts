import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { postgresFileStore } from './postgres-store.ts';
import { s3FileStore } from './s3-store.ts';

/** The configured file store: S3 when S3_BUCKET is set, else PostgreSQL. */
export function createFileStore(orm: MikroORM, config: Pick<Config, 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : postgresFileStore(orm);
}
