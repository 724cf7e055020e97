import { z } from 'zod';
import { enquiryType, leadSource, leadStatus, priority, providerType, supportPackage } from '../enums.ts';
import {
  calendarDate,
  optionalEmail,
  optionalDate,
  optionalId,
  plainText,
  optionalNumber,
  optionalText,
  recordListSchema,
  recordIdSchema,
  requiredText,
} from './fields.ts';

/** An optional choice from a list; empty is null. */
function optionalEnum<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: `Please choose a valid ${label.toLowerCase()}` })
    .nullish()
    .transform((value) => value || null);
}

export const SELECT_ACCOUNT_AND_CONTACT = 'Please select both account and contact';
export const ACCOUNT_REQUIRED = 'Account is required';
export const CONTACT_REQUIRED = 'Contact is required';

/**
 * A lead's quick create: the person and company of an enquiry not in the CRM yet. The contact is
 * found by email or created, the account found by company name or created (an individual account
 * for the person without one).
 */
export const newPartySchema = z.object(
  {
    name: requiredText('Name', 200),
    email: optionalEmail('Email'),
    phone: optionalText('Phone', 50),
    company: optionalText('Company', 200),
  },
  { error: 'Please fill in the new account and contact' },
);
export type NewPartyInput = z.input<typeof newPartySchema>;
export type NewParty = z.output<typeof newPartySchema>;
export const DEFAULT_PROBABILITY = 20;

/** Enquiry types whose leads have the NDIS Specific section. */
export const ndisEnquiryTypes = ['registration', 'service_request'] as const;

const painPoints = z
  .array(requiredText('A pain point', 200), { error: 'Pain points must be a list' })
  .max(50, 'At most 50 pain points')
  .default([])
  .transform((points) => [...new Set(points)]);

/** A lead as the form sends it, for both create and update. The server adds created_by and timestamps. */
export const leadInputSchema = z
  .object({
    accountId: optionalId('Account'),
    contactId: optionalId('Contact'),
    newParty: newPartySchema.nullish().transform((party) => party ?? null),
    title: requiredText('Title', 200),
    enquiryType: z.enum(enquiryType.values, { error: 'Enquiry type is required' }).default('sales_inquiry'),
    source: z.enum(leadSource.values, { error: 'Please choose a valid source' }).default('website_form'),
    status: z.enum(leadStatus.values, { error: 'Please choose a valid status' }).default('new'),
    priority: z.enum(priority.values, { error: 'Please choose a valid priority' }).default('medium'),
    description: optionalText('Description', 5000, 'free'),
    enquiryDetails: optionalText('Enquiry details', 5000, 'free'),
    businessImpact: optionalText('Business impact', 5000, 'free'),
    budgetRange: optionalText('Budget range', 200),
    decisionTimeline: optionalText('Decision timeline', 200),
    competitors: optionalText('Competitors', 2000, 'free'),
    nextAction: optionalText('Next action', 2000, 'free'),
    painPoints,
    providerType: optionalEnum('Provider type', providerType.values),
    supportPackage: optionalEnum('Support package', supportPackage.values),
    estimatedValue: optionalNumber({ label: 'Estimated value', max: 9_999_999_999 }),
    probability: z
      .union([z.number(), plainText('Probability')], { error: 'Probability must be a number' })
      .nullish()
      .transform((value) => {
        if (value === null || value === undefined) return DEFAULT_PROBABILITY;
        if (typeof value === 'number') return value;
        return value.trim() === '' ? DEFAULT_PROBABILITY : Number(value.trim());
      })
      .pipe(
        z
          .number({ error: 'Probability must be a number' })
          .int('Probability must be a whole number')
          .min(0, 'Probability must be between 0 and 100')
          .max(100, 'Probability must be between 0 and 100'),
      ),
    qualificationScore: optionalNumber({ label: 'Qualification score', max: 100, integer: true }),
    leadScore: optionalNumber({ label: 'Lead score', max: 100, integer: true }),
    conversionProbability: optionalNumber({ label: 'Conversion probability', max: 100, integer: true }),
    expectedCloseDate: optionalDate('Expected close date'),
    followUpDate: optionalDate('Follow-up date'),
    lastContactDate: optionalDate('Last contact date'),
    assignedToId: optionalId('Assigned to'),
  })
  // Each empty field says only what it lacks; the form's toast says the spec's message once.
  .superRefine((lead, context) => {
    if (lead.newParty) return;
    if (!lead.accountId) context.addIssue({ code: 'custom', path: ['accountId'], message: ACCOUNT_REQUIRED });
    if (!lead.contactId) context.addIssue({ code: 'custom', path: ['contactId'], message: CONTACT_REQUIRED });
  });

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadValues = z.output<typeof leadInputSchema>;

/** `leads.update` takes the lead's fields and its id, like the account and contact updates. */
export const leadUpdateSchema = leadInputSchema.safeExtend(recordIdSchema.shape);
/**
 * Search matches title, description, account name and contact name, ignoring case; newest
 * first. `accountId` narrows to one account's leads (its detail page).
 */
export const leadListSchema = recordListSchema(
  ['newest', 'oldest', 'title', 'estimatedValue', 'expectedCloseDate', 'leadScore'],
  { accountId: z.uuid('Please choose a valid account').nullish() },
);
export type LeadListInput = z.output<typeof leadListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const leadRecordSchemas = {
  values: leadInputSchema,
  update: leadUpdateSchema,
  list: leadListSchema,
};

export const scheduleFollowUpSchema = z.object({
  id: recordIdSchema.shape.id,
  followUpDate: calendarDate('Follow-up date', 'Please pick a follow-up date'),
});
