import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { importStatus, importTypes } from '../../../shared/schemas/import.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * One CSV import: what its uploaded file holds (the file itself is in `import_chunks`, in
 * PostgreSQL, so whichever instance or worker runs the job reads it), the choices made before it
 * started, and its progress, saved after every batch. Its failed rows are in `import_failures`.
 */
export const DataImportSchema = defineEntity({
  name: 'DataImport',
  tableName: 'imports',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    // In alphabetical order, as the table's check constraint lists them.
    recordType: p.enum([...importTypes].sort()),
    fileName: p.string().length(255),
    delimiter: p.string().length(1),
    headers: p.json<string[]>(),
    /** For each column of the file (by position), the field it fills, or null: not imported. */
    mapping: p.json<(string | null)[]>().nullable(),
    upsertKey: p.string().length(50).nullable(),
    createMissingAccounts: p.boolean().default(false),
    status: p.enum(importStatus.values).default('uploaded'),
    totalRows: p.integer(),
    processedRows: p.integer().default(0),
    importedRows: p.integer().default(0),
    /** Of the imported rows, those that updated a record that was there (the others created one). */
    updatedRows: p.integer().default(0),
    failedRows: p.integer().default(0),
    createdBy: () => p.manyToOne(User).fieldName('created_by').deleteRule('cascade').index(),
    finishedAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class DataImport extends DataImportSchema.class {}
DataImportSchema.setClass(DataImport);
