import type { ImportTypeName } from '../../../shared/schemas/import.ts';
import { registeredTypes } from '../../record-types.ts';
import type { RecordImport } from '../records/import/import-type.ts';

/** The record types a CSV can be imported into, by their path (`POST /import/<path>`), from the registry. */
export const importedTypes: Readonly<Record<ImportTypeName, RecordImport>> = {
  leads: registeredTypes.leads.import,
  contacts: registeredTypes.contacts.import,
  accounts: registeredTypes.accounts.import,
};
