import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { RecordField } from '../../../../shared/record-fields/fields.ts';
import type { FieldChange } from '../../../../shared/schemas/history.ts';
import type { ImportTypeName } from '../../../../shared/schemas/import.ts';
import type { User } from '../../../db/entities/user.ts';
import type { RecordEntity } from '../record-type.ts';
import type { EntityClass } from '@mikro-orm/core';

/**
 * How a row finds the record it updates: the field it is matched on and the SQL expression of
 * the table's alias `r` it is compared with (`lower(r.email)`), or neither: every row is new.
 */
export type ImportKey = {
  value: string;
  label: string;
  match: { field: string; sql: string; normalize: (value: string) => string } | null;
};

/**
 * A related record a column names in words: 'account' by the account's name or ABN (created when
 * asked), 'contact' by the contact's email (it must belong to the row's account).
 */
export type ImportParty = 'account' | 'contact';

/**
 * The columns that describe a new person, by field key, as the quick create takes them: a row
 * with a name in them finds its contact by the contact column's email or makes it, with its
 * account found by the account column (name, ABN or id) or made, through the kit's
 * findOrCreateParties in the batch's transaction. A row without a name names existing records.
 */
export type ImportPerson = { name: string; firstName: string; lastName: string; phone: string };

/** What the type's own rules do after a batch is written (the lead's activities). */
export type ImportedRecords = {
  created: string[];
  updated: { id: string; changes: FieldChange[] }[];
};

/**
 * A record type's CSV import, declared once with the type: the fields a column can fill (its
 * declared fields, src/shared/record-fields, with their labels), the keys a row can be matched on,
 * and how a row's values become the type's form values, checked by its shared schema. The kit
 * (this folder) does the rest for every type: upload, column matching, preview, batches, history,
 * failed rows.
 */
export type RecordImport = {
  type: ImportTypeName;
  /** 'contacts', as in '48 contacts imported'. */
  plural: string;
  entity: EntityClass<RecordEntity>;
  /** The fields a column can fill, in the order of the type's declared fields. */
  fields: readonly RecordField[];
  /** The fields a file must have a column for. */
  required: readonly string[];
  /** Headers that mean a field besides its label and key ('E-mail', 'Company'), by field key. */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /** The keys to choose from; the first is the default. */
  keys: readonly ImportKey[];
  /** The ref fields a column fills by naming the related record, and how each is found. */
  parties?: Readonly<Record<string, ImportParty>>;
  /** With parties 'account' and 'contact': the columns of a person to find or create. */
  person?: ImportPerson;
  /** The form values of one row (fields by key, parties by their ids) checked as the type's form is. */
  schema: z.ZodType<Record<string, unknown>>;
  /** Values for the schema where the file has none (the account type a form would require). */
  defaults?: Readonly<Record<string, unknown>>;
  /** The type's automatic records of what a batch created and updated, in its transaction. */
  written?: (tx: EntityManager, records: ImportedRecords, user: User) => Promise<void> | void;
};
