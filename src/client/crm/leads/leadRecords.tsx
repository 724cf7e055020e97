import { notifications } from '@mantine/notifications';
import { leadLabels } from '../../../shared/record-fields/leads.ts';
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
import { LeadFilters, leadFiltersFromUrl } from './LeadFilters.tsx';
export const leadRecords: RecordTypeConfig<'leads', typeof leadInputSchema> = {
  path: 'leads',
  singular: 'Lead',
  plural: 'leads',
  list: {
    sorts: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'title', label: leadLabels.title },
      { value: 'estimatedValue', label: leadLabels.estimatedValue },
      { value: 'expectedCloseDate', label: leadLabels.expectedCloseDate },
      { value: 'leadScore', label: leadLabels.leadScore },
    ],
    Card: LeadCard,
    filters: { fromUrl: leadFiltersFromUrl, Controls: LeadFilters },
    table: {
      name: (lead) => lead.title,
      nameLabel: leadLabels.title,
      nameSort: 'title',
      columns: [
        { label: leadLabels.status, value: (lead) => <LeadStatusBadge status={lead.status} /> },
        { label: leadLabels.account, value: (lead) => lead.accountName },
        { label: leadLabels.contact, value: (lead) => lead.contactName },
        {
          label: leadLabels.estimatedValue,
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
      status: { label: leadLabels.status, options: bulkStatuses.leads },
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
