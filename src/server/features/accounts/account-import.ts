import { accountFields } from '../../../shared/record-fields/accounts.ts';
import { accountInputSchema } from '../../../shared/schemas/account.ts';
import { Account } from '../../db/entities/account.ts';
import type { RecordImport } from '../records/import/import-type.ts';

/**
 * Accounts from a CSV: matched on their ABN or their name (ignoring case). The parent account is
 * not imported; an account without an account type is a 'Small business' (the type's default).
 */
export const accountImport: RecordImport = {
  type: 'accounts',
  plural: 'accounts',
  entity: Account,
  fields: accountFields.filter((field) => field.key !== 'parentAccount'),
  required: ['name'],
  synonyms: {
    name: ['Name', 'Account', 'Account name', 'Company', 'Company name', 'Organisation', 'Organization'],
    abn: ['Australian Business Number'],
    businessEmail: ['E-mail', 'Email'],
    businessPhone: ['Phone', 'Telephone'],
    website: ['Web', 'URL'],
  },
  keys: [
    { value: 'abn', label: 'ABN', match: { field: 'abn', sql: 'r.abn', normalize: (abn) => abn } },
    {
      value: 'name',
      label: 'Display name',
      match: { field: 'name', sql: 'lower(r.name)', normalize: (name) => name.toLowerCase() },
    },
  ],
  schema: accountInputSchema,
  defaults: { accountType: 'small_business' },
};
