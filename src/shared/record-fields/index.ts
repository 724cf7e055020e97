import { accountFields } from './accounts.ts';
import { contactFields } from './contacts.ts';
import type { RecordField } from './fields.ts';
import { leadFields } from './leads.ts';
import { opportunityFields } from './opportunities.ts';
import { quoteFields } from './quotes.ts';

/** The CRM's record types by their table's name (also their path under /crm and their router's name). */
export const recordTypes = ['leads', 'contacts', 'accounts', 'opportunities', 'quotes', 'tasks'] as const;
export type RecordTypeName = (typeof recordTypes)[number];

/** Each record type's fields by its table's name (also its path under /crm and its router's name). */
export const recordFields: Readonly<Record<string, readonly RecordField[]>> = {
  leads: leadFields,
  contacts: contactFields,
  accounts: accountFields,
  opportunities: opportunityFields,
  quotes: quoteFields,
};
