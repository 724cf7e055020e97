import { accountFields } from './accounts.ts';
import { contactFields } from './contacts.ts';
import type { RecordField } from './fields.ts';
import { leadFields } from './leads.ts';
import { opportunityFields } from './opportunities.ts';
import { quoteFields } from './quotes.ts';
import { taskFields } from './tasks.ts';

/**
 * The CRM's record types, the one list of them both sides read, by their table's name (also
 * their path under /crm and their router's name): each one's fields and whether a CSV can be
 * imported into it. The server's registry (src/server/record-types.ts) declares each one's
 * behaviour and fails to compile without every name here.
 */
const recordTypeCatalogue = {
  leads: { fields: leadFields, importable: true },
  contacts: { fields: contactFields, importable: true },
  accounts: { fields: accountFields, importable: true },
  opportunities: { fields: opportunityFields, importable: false },
  quotes: { fields: quoteFields, importable: false },
  tasks: { fields: taskFields, importable: false },
} as const satisfies Record<string, { fields: readonly RecordField[]; importable: boolean }>;

type Catalogue = typeof recordTypeCatalogue;
export type RecordTypeName = keyof Catalogue;
/** The record types a CSV can be imported into. */
export type ImportTypeName = {
  [Name in RecordTypeName]: Catalogue[Name]['importable'] extends true ? Name : never;
}[RecordTypeName];

export const recordTypes = Object.keys(recordTypeCatalogue) as [RecordTypeName, ...RecordTypeName[]];

export const importTypes = recordTypes.filter(
  (name) => recordTypeCatalogue[name].importable,
) as readonly ImportTypeName[] as [ImportTypeName, ...ImportTypeName[]];

/** Each record type's fields by its table's name. */
export const recordFields: Readonly<Record<string, readonly RecordField[]>> = Object.fromEntries(
  recordTypes.map((name) => [name, recordTypeCatalogue[name].fields]),
);
