import { enquiryType, leadSource, leadStatus, priority, providerType, supportPackage } from '../enums.ts';
import { choice, field, labelsOf, text, type RecordField } from './fields.ts';

/** A lead's fields, with the form's labels. */
const fields = [
  text('title', 'Title'),
  field('account', 'Account', 'ref'),
  field('contact', 'Contact', 'ref'),
  choice('enquiryType', 'Enquiry type', enquiryType),
  choice('source', 'Source', leadSource),
  choice('status', 'Status', leadStatus),
  choice('priority', 'Priority', priority),
  text('description', 'Description'),
  text('enquiryDetails', 'Enquiry details'),
  text('businessImpact', 'Business impact'),
  text('budgetRange', 'Budget range'),
  text('decisionTimeline', 'Decision timeline'),
  text('competitors', 'Competitors'),
  text('nextAction', 'Next action'),
  field('painPoints', 'Pain points', 'list'),
  choice('providerType', 'Provider type', providerType),
  choice('supportPackage', 'Support package', supportPackage),
  field('estimatedValue', 'Estimated value', 'money'),
  field('probability', 'Probability', 'number'),
  field('qualificationScore', 'Qualification score', 'number'),
  field('leadScore', 'Lead score', 'number'),
  field('conversionProbability', 'Conversion probability', 'number'),
  field('expectedCloseDate', 'Expected close date', 'date'),
  field('followUpDate', 'Follow-up date', 'date'),
  field('lastContactDate', 'Last contact date', 'date'),
  field('assignedTo', 'Assigned to', 'ref'),
] as const satisfies readonly RecordField[];

export const leadFields: readonly RecordField[] = fields;

/** Each field's label by its key. */
export const leadLabels = labelsOf(fields);
