import { accountType } from '../enums.ts';
import { choice, field, labelsOf, text, type RecordField } from './fields.ts';

/** An account's fields, with the form's labels (the spec's account form, in its order, then the compliance dates). */
const fields = [
  text('name', 'Display name'),
  choice('accountType', 'Account type', accountType),
  text('legalName', 'Legal name'),
  text('businessName', 'Business name'),
  text('abn', 'ABN'),
  text('taxId', 'Tax ID'),
  field('parentAccount', 'Parent account', 'ref'),
  text('industry', 'Industry'),
  text('website', 'Website'),
  text('businessEmail', 'Business email'),
  text('businessPhone', 'Business phone'),
  text('phone', 'Alternative phone'),
  text('email', 'Alternative email'),
  field('annualRevenue', 'Annual revenue', 'money'),
  field('employeeCount', 'Employee count', 'number'),
  text('address', 'Address'),
  text('city', 'City'),
  text('state', 'State'),
  text('postcode', 'Postcode'),
  text('notes', 'Notes'),
  field('registrationDecisionDate', 'Registration decision date', 'date'),
  field('registrationExpiryDate', 'Registration expiry date', 'date'),
  field('nextAuditDate', 'Next audit date', 'date'),
] as const satisfies readonly RecordField[];

export const accountFields: readonly RecordField[] = fields;

/** Each field's label by its key. */
export const accountLabels = labelsOf(fields);
