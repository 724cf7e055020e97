import { providerType, quoteStatus } from '../enums.ts';
import { choice, field, text, type RecordField } from './fields.ts';

/**
 * A quote's fields as staff read them. The acceptance's evidence (terms hash, IP hash, browser,
 * the private link's hash) and the frozen snapshot stay out of exports.
 */
export const quoteFields = [
  text('number', 'Number'),
  choice('status', 'Status', quoteStatus),
  choice('providerType', 'Provider type', providerType),
  text('businessName', 'Business name'),
  text('abn', 'ABN'),
  text('prospectName', 'Prospect'),
  text('prospectEmail', 'Email'),
  text('prospectPhone', 'Phone'),
  field('subtotalCents', 'Subtotal excl. GST (cents)', 'number'),
  field('gstCents', 'GST (cents)', 'number'),
  field('totalCents', 'Total incl. GST (cents)', 'number'),
  text('termsVersion', 'Terms version'),
  field('acceptedAt', 'Accepted at', 'date'),
  field('validUntil', 'Valid until', 'date'),
  field('lead', 'Lead', 'ref'),
  field('account', 'Account', 'ref'),
  field('contact', 'Contact', 'ref'),
  field('opportunity', 'Opportunity', 'ref'),
] as const satisfies readonly RecordField[];
