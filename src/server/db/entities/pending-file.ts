import { defineEntity, p } from '@mikro-orm/core';

/**
 * A file put into the store that no record keeps yet: written before its bytes, removed in the
 * transaction that saves the record keeping it (storage/pending-files.ts). One left a day later
 * is what a crash between the upload and its record left behind; the cleanup job removes its file.
 */
export const PendingFileSchema = defineEntity({
  name: 'PendingFile',
  tableName: 'pending_files',
  properties: {
    key: p.string().length(100).primary(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()')
      .index(),
  },
});

export class PendingFile extends PendingFileSchema.class {}
PendingFileSchema.setClass(PendingFile);
