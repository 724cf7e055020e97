import { defineEntity, p } from '@mikro-orm/core';
import { DataImport } from './data-import.ts';

/**
 * A piece of an import's uploaded file, in order by `seq` (from 0): the file is kept in pieces so
 * that its upload and its reading hold one piece in memory at a time, never the whole file.
 */
export const ImportChunkSchema = defineEntity({
  name: 'ImportChunk',
  tableName: 'import_chunks',
  properties: {
    dataImport: () => p.manyToOne(DataImport).fieldName('import_id').primary().deleteRule('cascade'),
    seq: p.integer().primary(),
    data: p.blob(),
  },
});

export class ImportChunk extends ImportChunkSchema.class {}
ImportChunkSchema.setClass(ImportChunk);
