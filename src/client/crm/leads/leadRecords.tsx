import { notifications } from '@mantine/notifications';
import { leadInputSchema, SELECT_ACCOUNT_AND_CONTACT } from '../../../shared/schemas/lead.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { LeadPriorityBadge, LeadStatusBadge } from './LeadBadges.tsx';
import { LeadCard } from './LeadCard.tsx';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadFields } from './LeadFields.tsx';
import { leadFormValues } from './leadFormValues.ts';
import { bulkStatuses } from '../../../shared/schemas/bulk.ts';
import { formatAud, formatDate } from '../../../shared/format.ts';

/** Leads in the record kit: /crm/leads. */
export const leadRecords: RecordTypeConfig<'leads', typeof leadInputSchema> = {
  path: 'leads',
  singular: 'Lead',
  plural: 'leads',
  list: {
    sorts: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'title', label: 'Title' },
      { value: 'estimatedValue', label: 'Estimated value' },
      { value: 'expectedCloseDate', label: 'Expected close date' },
      { value: 'leadScore', label: 'Lead score' },
    ],
    Card: LeadCard,
    table: {
      name: (lead) => lead.title,
      nameLabel: 'Title',
      nameSort: 'title',
      columns: [
        { label: 'Status', value: (lead) => <LeadStatusBadge status={lead.status} /> },
        { label: 'Account', value: (lead) => lead.accountName },
        { label: 'Contact', value: (lead) => lead.contactName },
        {
          label: 'Estimated value',
          sort: 'estimatedValue',
          value: (lead) => (lead.estimatedValue === null ? '—' : formatAud(lead.estimatedValue)),
        },
        {
          label: 'Close date',
          sort: 'expectedCloseDate',
          value: (lead) => (lead.expectedCloseDate ? formatDate(lead.expectedCloseDate) : '—'),
        },
        { label: 'Created', sort: 'newest', value: (lead) => formatDate(lead.createdAt) },
      ],
      owner: true,
      status: { label: 'Status', options: bulkStatuses.leads },
    },
  },
  detail: {
    header: (lead) => {
      const badges = (
        <>
          <LeadStatusBadge status={lead.status} />
          <LeadPriorityBadge value={lead.priority} />
        </>
      );
      return { title: lead.title, subtitle: lead.description, badges };
    },
    Sections: LeadDetail,
  },
  duplicates: true,
  form: {
    schema: leadInputSchema,
    values: leadFormValues,
    Fields: LeadFields,
    // The spec's toast for a lead without both parties, said once; the empty fields say only what they lack.
    onInvalid: (errors) => {
      if (errors.accountId || errors.contactId) {
        notifications.show({ color: 'red', message: SELECT_ACCOUNT_AND_CONTACT });
      }
    },
  },
};
