import type { ImportTypeName } from '../../../shared/schemas/import.ts';
import { accountImport } from '../accounts/account-import.ts';
import { contactImport } from '../contacts/contact-import.ts';
import { leadImport } from '../leads/lead-import.ts';
import type { RecordImport } from '../records/import/import-type.ts';

/** The record types a CSV can be imported into, by their path (`POST /import/<path>`). */
export const importedTypes: Readonly<Record<ImportTypeName, RecordImport>> = {
  accounts: accountImport,
  contacts: contactImport,
  leads: leadImport,
};
