import { z } from 'zod';
import { contactRole, type ContactRole } from '../enums.ts';
import {
  optionalEmail,
  optionalId,
  optionalText,
  recordListSchema,
  recordIdSchema,
  requiredText,
} from './fields.ts';
import { contactLabels } from '../record-fields/contacts.ts';

export const INFLUENCE_STEP = 5;
export const DEFAULT_INFLUENCE = 50;
export const DEFAULT_CONTACT_ROLE = 'end_user' satisfies ContactRole;

/** What the contact form sends and `contacts.create` takes; `contacts.update` adds the id. */
export const contactInputSchema = z.object({
  firstName: requiredText(contactLabels.firstName, 100),
  lastName: requiredText(contactLabels.lastName, 100),
  /** Labelled required in the form, as the spec has it, but a contact may have no account. */
  accountId: optionalId(contactLabels.account),
  email: optionalEmail(contactLabels.email),
  personalEmail: optionalEmail(contactLabels.personalEmail),
  phone: optionalText(contactLabels.phone, 50),
  mobile: optionalText(contactLabels.mobile, 50),
  directPhone: optionalText(contactLabels.directPhone, 50),
  position: optionalText(contactLabels.position, 200),
  department: optionalText(contactLabels.department, 200),
  contactRole: z
    .enum(contactRole.values, { error: 'Please choose a contact role' })
    .default(DEFAULT_CONTACT_ROLE),
  decisionMakerInfluence: z
    .number({ error: 'Decision maker influence must be a number' })
    .int('Decision maker influence must be a whole number')
    .min(0, 'Decision maker influence must be between 0 and 100')
    .max(100, 'Decision maker influence must be between 0 and 100')
    .multipleOf(INFLUENCE_STEP, `Decision maker influence moves in steps of ${INFLUENCE_STEP}`)
    .default(DEFAULT_INFLUENCE),
  linkedinUrl: optionalText(contactLabels.linkedinUrl, 500),
  isPrimary: z.boolean({ error: 'Primary contact must be yes or no' }).default(false),
  notes: optionalText(contactLabels.notes, 10_000, 'free'),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

export const contactUpdateSchema = contactInputSchema.extend(recordIdSchema.shape);

/**
 * Search matches first name, last name, email, position, department and account name,
 * ignoring case; by first name (the spec's order), by last name, or newest first. Every contact
 * is listed, with an account or not (the spec's inner join left out those without one, and an
 * export of the list with them); `withoutAccount` lists only those with no (live) account.
 */
export const contactListSchema = recordListSchema(['firstName', 'lastName', 'newest', 'oldest'], {
  withoutAccount: z.boolean({ error: 'Without account must be yes or no' }).default(false),
});
export type ContactListInput = z.output<typeof contactListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const contactRecordSchemas = {
  values: contactInputSchema,
  update: contactUpdateSchema,
  list: contactListSchema,
};

/** An account's contacts: by first name for selectors (the spec's order), newest first on the account. */
export const contactsByAccountSchema = z.object({
  accountId: z.uuid({ error: 'Invalid account id' }),
  sort: z.enum(['firstName', 'newest'], { error: 'Please choose a valid sort order' }).default('firstName'),
});
