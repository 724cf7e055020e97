import { defineEntity, p } from '@mikro-orm/core';
import { DataImport } from './data-import.ts';

/** A row of an import's file that was left out: its line's values as they were, and why. */
export const ImportFailureSchema = defineEntity({
  name: 'ImportFailure',
  tableName: 'import_failures',
  properties: {
    dataImport: () => p.manyToOne(DataImport).fieldName('import_id').primary().deleteRule('cascade'),
    /** The row's number in the file, the header being row 1. */
    rowNumber: p.integer().primary(),
    cells: p.json<string[]>(),
    error: p.text(),
  },
});

export class ImportFailure extends ImportFailureSchema.class {}
ImportFailureSchema.setClass(ImportFailure);
