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
 * (External reference). The account is named by its name or ABN, the contact by its email (a contact of that
 * account). The assignee is not imported. Each new lead gets a 'Lead created' activity and each
 * changed one the lead's 'Lead updated', as the lead form's saves do.
 */
export const leadImport: RecordImport = {
  type: 'leads',
  plural: 'leads',
  entity: Lead,
  fields: [
    ...leadFields.filter((field) => field.key !== 'assignedTo'),
    text('externalRef', 'External reference'),
  ],
  required: ['title', 'account', 'contact'],
  synonyms: {
    account: ['Company', 'Organisation', 'Organization', 'Account name'],
    contact: ['Contact email', 'E-mail', 'Email'],
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
