import { opportunityStage } from '../enums.ts';
import { choice, field, labelsOf, text, type RecordField } from './fields.ts';

/** An opportunity's fields, with the form's labels. */
const fields = [
  text('name', 'Name'),
  field('account', 'Account', 'ref'),
  field('contact', 'Primary contact', 'ref'),
  choice('stage', 'Stage', opportunityStage),
  field('amount', 'Amount', 'money'),
  field('probability', 'Probability', 'number'),
  field('expectedCloseDate', 'Expected close date', 'date'),
  field('owner', 'Owner', 'ref'),
  field('sourceLead', 'Source lead', 'ref'),
  field('registrationGroups', 'Registration groups', 'list'),
  text('lossReason', 'Loss reason'),
  text('description', 'Description'),
] as const satisfies readonly RecordField[];

export const opportunityFields: readonly RecordField[] = fields;

/** Each field's label by its key. */
export const opportunityLabels = labelsOf(fields);
