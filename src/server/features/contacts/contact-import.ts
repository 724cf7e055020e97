import { contactFields } from '../../../shared/record-fields/contacts.ts';
import { contactInputSchema } from '../../../shared/schemas/contact.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { RecordImport } from '../records/import/import-type.ts';

/** Contacts from a CSV: matched on their email (ignoring case), their account named by its name or ABN. */
export const contactImport: RecordImport = {
  type: 'contacts',
  plural: 'contacts',
  entity: Contact,
  fields: contactFields,
  required: ['firstName', 'lastName'],
  synonyms: {
    firstName: ['Given name', 'First'],
    lastName: ['Surname', 'Family name', 'Last'],
    email: ['E-mail', 'Email address', 'Work email'],
    mobile: ['Mobile phone', 'Cell', 'Cell phone'],
    phone: ['Telephone', 'Phone number'],
    account: ['Company', 'Organisation', 'Organization', 'Account name'],
    position: ['Job title', 'Title', 'Role'],
  },
  keys: [
    {
      value: 'email',
      label: 'Email',
      match: { field: 'email', sql: 'lower(r.email)', normalize: (email) => email.toLowerCase() },
    },
  ],
  parties: { account: 'account' },
  schema: contactInputSchema,
};
