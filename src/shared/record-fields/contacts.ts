import { contactRole } from '../enums.ts';
import { choice, field, labelsOf, text, type RecordField } from './fields.ts';

/** A contact's fields, with the form's labels. */
const fields = [
  text('firstName', 'First name'),
  text('lastName', 'Last name'),
  field('account', 'Account', 'ref'),
  text('email', 'Email'),
  text('personalEmail', 'Personal email'),
  text('phone', 'Phone'),
  text('mobile', 'Mobile'),
  text('directPhone', 'Direct phone'),
  text('position', 'Position'),
  text('department', 'Department'),
  choice('contactRole', 'Contact role', contactRole),
  field('decisionMakerInfluence', 'Decision maker influence', 'number'),
  text('linkedinUrl', 'LinkedIn URL'),
  field('isPrimary', 'Primary contact', 'boolean'),
  text('notes', 'Notes'),
] as const satisfies readonly RecordField[];

export const contactFields: readonly RecordField[] = fields;

/** Each field's label by its key. */
export const contactLabels = labelsOf(fields);
