import { z } from 'zod';
import { accountType } from '../enums.ts';
import {
  optionalAbn,
  optionalEmail,
  optionalId,
  optionalNumber,
  optionalText,
  recordListSchema,
  recordIdSchema,
  requiredText,
} from './fields.ts';

/** What the account form sends and `accounts.create` takes; `accounts.update` adds the id. */
export const accountInputSchema = z.object({
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
});
export type AccountInput = z.input<typeof accountInputSchema>;
export type AccountValues = z.output<typeof accountInputSchema>;

export const accountUpdateSchema = accountInputSchema.extend(recordIdSchema.shape);

/** Search matches name, legal name, business name and industry, ignoring case; by name (the spec's order) or newest first. */
export const accountListSchema = recordListSchema(['name', 'newest', 'oldest'], {});
export type AccountListInput = z.output<typeof accountListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const accountRecordSchemas = {
  values: accountInputSchema,
  update: accountUpdateSchema,
  list: accountListSchema,
};
