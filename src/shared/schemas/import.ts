import { z } from 'zod';
import { importStatus } from '../enums.ts';
import { importTypes, type ImportTypeName } from '../record-fields/index.ts';

export { importStatus, importTypes, type ImportTypeName };

export const isImportType = (path: string): path is ImportTypeName =>
  (importTypes as readonly string[]).includes(path);

/** The largest file `POST /import/<type>` takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Rows shown (and checked) in the preview before an import starts. */
export const IMPORT_PREVIEW_ROWS = 20;
/** The key that never matches: every row makes a new record. */
export const ALWAYS_CREATE = 'none';

/** A field's or key's name: letters only ('firstName'). */
const fieldName = (message: string) => z.string({ error: message }).regex(/^[A-Za-z]{1,50}$/, message);

export const importIdSchema = z.object({ id: z.uuid({ error: 'Invalid import id' }) });

/**
 * What the person chose before importing: for each column of the file (by position) the field it
 * fills or null (left out), the field that finds the record a row updates (or 'none'), and
 * whether an account named in a row that does not exist yet is created.
 */
export const importChoicesSchema = importIdSchema.extend({
  mapping: z
    .array(fieldName('Please choose a field from the list').nullable(), {
      error: 'The column mapping must be a list',
    })
    .max(500, 'A file can have at most 500 columns'),
  upsertKey: fieldName('Please choose how rows find their record'),
  createMissingAccounts: z.boolean({ error: 'Create missing accounts must be yes or no' }).default(false),
});
export type ImportChoices = z.input<typeof importChoicesSchema>;
