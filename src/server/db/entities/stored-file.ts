import { defineEntity, p } from '@mikro-orm/core';

/**
 * A file kept in PostgreSQL (the default file store): its size, and its bytes in
 * `stored_file_chunks`, so that one database backup holds every file.
 */
export const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  properties: {
    key: p.string().length(100).primary(),
    size: p.bigint('number'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);

/** A piece of a stored file, in order by `seq` (from 0): read and written one piece at a time. */
export const StoredFileChunkSchema = defineEntity({
  name: 'StoredFileChunk',
  tableName: 'stored_file_chunks',
  properties: {
    file: () => p.manyToOne(StoredFile).fieldName('file_key').primary().deleteRule('cascade'),
    seq: p.integer().primary(),
    data: p.blob(),
  },
});

export class StoredFileChunk extends StoredFileChunkSchema.class {}
StoredFileChunkSchema.setClass(StoredFileChunk);
