import { z } from 'zod';
import { registrationGroups } from '../catalog/registration-groups.ts';
import { accountType } from '../enums.ts';
import {
  optionalAbn,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalNumber,
  optionalText,
  recordListSchema,
  recordIdSchema,
  requiredText,
} from './fields.ts';

const groupIds = registrationGroups.map((group) => group.id) as [string, ...string[]];

export const EXPIRY_BEFORE_DECISION = 'Registration expiry date must be after the registration decision date';

/** The registration cannot expire before (or on the day) it was decided. */
function expiryAfterDecision(
  values: { registrationDecisionDate: string | null; registrationExpiryDate: string | null },
  context: z.RefinementCtx,
) {
  const { registrationDecisionDate: decision, registrationExpiryDate: expiry } = values;
  if (decision && expiry && expiry <= decision)
    context.addIssue({ code: 'custom', path: ['registrationExpiryDate'], message: EXPIRY_BEFORE_DECISION });
}

/**
 * What the account form sends and `accounts.create` takes; `accounts.update` adds the id. The
 * compliance calendar (owner, registration dates, registration groups) is optional.
 */
export const accountInputSchema = z
  .object({
    name: requiredText('Display name', 200),
    accountType: z.enum(accountType.values, { error: 'Please choose an account type' }),
    legalName: optionalText('Legal name', 200),
    businessName: optionalText('Business name', 200),
    abn: optionalAbn(),
    taxId: optionalText('Tax ID', 50),
    parentAccountId: optionalId('Parent account'),
    industry: optionalText('Industry', 200),
    website: optionalText('Website', 500),
    businessEmail: optionalEmail('Business email'),
    businessPhone: optionalText('Business phone', 50),
    /** Shown as 'Alternative Phone'. */
    phone: optionalText('Alternative phone', 50),
    /** Shown as 'Alternative Email'. */
    email: optionalEmail('Alternative email'),
    annualRevenue: optionalNumber({ label: 'Annual revenue', max: 9_999_999_999_999 }),
    employeeCount: optionalNumber({ label: 'Employee count', max: 2_147_483_647, integer: true }),
    address: optionalText('Address', 1000, 'free'),
    city: optionalText('City', 100),
    state: optionalText('State', 50),
    postcode: optionalText('Postcode', 10),
    notes: optionalText('Notes', 10_000, 'free'),
    ownerId: optionalId('Owner'),
    registrationDecisionDate: optionalDate('Registration decision date'),
    registrationExpiryDate: optionalDate('Registration expiry date'),
    nextAuditDate: optionalDate('Next audit date'),
    registrationGroups: z
      .array(z.enum(groupIds, { error: 'Please choose registration groups from the list' }))
      .max(groupIds.length)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine(expiryAfterDecision);
export type AccountInput = z.input<typeof accountInputSchema>;
export type AccountValues = z.output<typeof accountInputSchema>;

export const accountUpdateSchema = accountInputSchema.safeExtend(recordIdSchema.shape);

/**
 * Search matches name, legal name, business name and industry, ignoring case; by name (the spec's
 * order) or newest first. `renewalDue`: registrations expiring from today to 6 months ahead.
 */
export const accountListSchema = recordListSchema(['name', 'newest', 'oldest'], {
  renewalDue: z.boolean({ error: 'Renewal due must be true or false' }).nullish(),
});
export type AccountListInput = z.output<typeof accountListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const accountRecordSchemas = {
  values: accountInputSchema,
  update: accountUpdateSchema,
  list: accountListSchema,
};
