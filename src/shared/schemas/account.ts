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
import { accountLabels } from '../record-fields/accounts.ts';

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
    name: requiredText(accountLabels.name, 200),
    accountType: z.enum(accountType.values, { error: 'Please choose an account type' }),
    legalName: optionalText(accountLabels.legalName, 200),
    businessName: optionalText(accountLabels.businessName, 200),
    abn: optionalAbn(),
    taxId: optionalText(accountLabels.taxId, 50),
    parentAccountId: optionalId(accountLabels.parentAccount),
    industry: optionalText(accountLabels.industry, 200),
    website: optionalText(accountLabels.website, 500),
    businessEmail: optionalEmail(accountLabels.businessEmail),
    businessPhone: optionalText(accountLabels.businessPhone, 50),
    /** Shown as 'Alternative Phone'. */
    phone: optionalText(accountLabels.phone, 50),
    /** Shown as 'Alternative Email'. */
    email: optionalEmail(accountLabels.email),
    annualRevenue: optionalNumber({ label: accountLabels.annualRevenue, max: 9_999_999_999_999 }),
    employeeCount: optionalNumber({ label: accountLabels.employeeCount, max: 2_147_483_647, integer: true }),
    address: optionalText(accountLabels.address, 1000, 'free'),
    city: optionalText(accountLabels.city, 100),
    state: optionalText(accountLabels.state, 50),
    postcode: optionalText(accountLabels.postcode, 10),
    notes: optionalText(accountLabels.notes, 10_000, 'free'),
    ownerId: optionalId('Owner'),
    registrationDecisionDate: optionalDate(accountLabels.registrationDecisionDate),
    registrationExpiryDate: optionalDate(accountLabels.registrationExpiryDate),
    nextAuditDate: optionalDate(accountLabels.nextAuditDate),
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
  ownerId: z.uuid('Please choose a valid owner').nullish(),
  /** Registration expiring between these days (the compliance report). */
  expiryFrom: optionalDate('Expiry from'),
  expiryTo: optionalDate('Expiry to'),
});
export type AccountListInput = z.output<typeof accountListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const accountRecordSchemas = {
  values: accountInputSchema,
  update: accountUpdateSchema,
  list: accountListSchema,
};
