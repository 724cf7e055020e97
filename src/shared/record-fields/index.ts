import { accountFields } from './accounts.ts';
import { contactFields } from './contacts.ts';
import type { RecordField } from './fields.ts';
import { leadFields } from './leads.ts';
import { opportunityFields } from './opportunities.ts';

/** Each record type's fields by its table's name (also its path under /crm and its router's name). */
export const recordFields: Readonly<Record<string, readonly RecordField[]>> = {
  leads: leadFields,
  contacts: contactFields,
  accounts: accountFields,
  opportunities: opportunityFields,
};
