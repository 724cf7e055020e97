import { z } from 'zod';
import { text } from '../../../shared/record-fields/fields.ts';
import { leadFields } from '../../../shared/record-fields/leads.ts';
import { ALWAYS_CREATE } from '../../../shared/schemas/import.ts';
import { leadInputSchema } from '../../../shared/schemas/lead.ts';
import { optionalText } from '../../../shared/schemas/fields.ts';
import { Lead } from '../../db/entities/lead.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { RecordImport } from '../records/import/import-type.ts';
import { leadType } from './lead-type.ts';

/**
 * Leads from a CSV: all new (the default), or matched on their reference in another system
 * (External reference). The account is named by its name or ABN, the contact by its email (a
 * contact of that account); a row with the person's name (and phone) is the quick create's: its
 * contact found by email or made, its account found or made. The assignee is not imported. Each new lead gets a 'Lead created' activity and each
 * changed one the lead's 'Lead updated', as the lead form's saves do.
 */
export const leadImport: RecordImport = {
  type: 'leads',
  plural: 'leads',
  entity: Lead,
  fields: [
    ...leadFields.filter((field) => field.key !== 'assignedTo'),
    text('externalRef', 'External reference'),
    text('contactName', 'Contact name'),
    text('contactFirstName', 'Contact first name'),
    text('contactLastName', 'Contact last name'),
    text('contactPhone', 'Contact phone'),
  ],
  required: ['title'],
  synonyms: {
    account: ['Company', 'Company name', 'Organisation', 'Organization', 'Account name', 'Business', 'ABN'],
    contact: ['Contact email', 'E-mail', 'Email', 'Email address'],
    contactName: ['Name', 'Full name'],
    contactFirstName: ['First name', 'Given name', 'First'],
    contactLastName: ['Last name', 'Surname', 'Family name', 'Last'],
    contactPhone: ['Phone', 'Mobile', 'Mobile phone', 'Telephone', 'Phone number'],
    externalRef: ['External ID', 'Reference', 'Ref', 'ID'],
    estimatedValue: ['Value', 'Amount'],
  },
  // Always create by default: a sheet of enquiries rarely carries another system's reference.
  keys: [
    { value: ALWAYS_CREATE, label: 'None: always create', match: null },
    {
      value: 'externalRef',
      label: 'External reference',
      match: { field: 'externalRef', sql: 'r.external_ref', normalize: (reference) => reference },
    },
  ],
  parties: { account: 'account', contact: 'contact' },
  person: {
    name: 'contactName',
    firstName: 'contactFirstName',
    lastName: 'contactLastName',
    phone: 'contactPhone',
  },
  schema: leadInputSchema.and(z.object({ externalRef: optionalText('External reference', 200) })),
  async written(tx, { created, updated }, user) {
    for (const id of created)
      recordActivity(
        tx,
        { lead: tx.getReference(Lead, id) },
        { type: 'note', title: 'Lead created', description: 'Lead imported from a CSV file' },
        user,
      );
    for (const { id, changes } of updated)
      if (changes.length > 0) await leadType.updated?.(tx, tx.getReference(Lead, id), changes, user);
  },
};
