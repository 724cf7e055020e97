import { opportunityLabels } from '../../../shared/record-fields/opportunities.ts';
import { opportunityInputSchema } from '../../../shared/schemas/opportunity.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { OpportunityBoard } from './board/OpportunityBoard.tsx';
import { OpportunityCard } from './OpportunityCard.tsx';
import { OpportunityDetail } from './OpportunityDetail.tsx';
import { OpportunityFields } from './OpportunityFields.tsx';
import { OpportunityFilters, opportunityFiltersFromUrl } from './OpportunityFilters.tsx';
import { opportunityFormValues } from './opportunityFormValues.ts';
import { StageBadge } from './StageBadge.tsx';
import { bulkStatuses } from '../../../shared/schemas/bulk.ts';
import { formatAud, formatDate } from '../../../shared/format.ts';

/** Opportunities in the record kit: /crm/opportunities, the board by default and the kit's list. */
export const opportunityRecords: RecordTypeConfig<'opportunities', typeof opportunityInputSchema> = {
  path: 'opportunities',
  singular: 'Opportunity',
  plural: 'opportunities',
  list: {
    sorts: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'closeDate', label: 'Close date' },
      { value: 'amount', label: 'Largest amount' },
      { value: 'name', label: opportunityLabels.name },
    ],
    Card: OpportunityCard,
    filters: { fromUrl: opportunityFiltersFromUrl, Controls: OpportunityFilters },
    views: [{ value: 'board', label: 'Board', Component: OpportunityBoard }],
    table: {
      name: (opportunity) => opportunity.name,
      nameLabel: 'Name',
      nameSort: 'name',
      columns: [
        { label: opportunityLabels.stage, value: (opportunity) => <StageBadge stage={opportunity.stage} /> },
        { label: opportunityLabels.account, value: (opportunity) => opportunity.accountName },
        {
          label: opportunityLabels.amount,
          sort: 'amount',
          value: (opportunity) => (opportunity.amount === null ? '—' : formatAud(opportunity.amount)),
        },
        {
          label: 'Close date',
          sort: 'closeDate',
          value: (opportunity) =>
            opportunity.expectedCloseDate ? formatDate(opportunity.expectedCloseDate) : '—',
        },
        { label: 'Created', sort: 'newest', value: (opportunity) => formatDate(opportunity.createdAt) },
      ],
      owner: true,
      status: { label: opportunityLabels.stage, options: bulkStatuses.opportunities },
    },
  },
  detail: {
    header: (opportunity) => ({
      title: opportunity.name,
      subtitle: opportunity.accountName,
      badges: <StageBadge stage={opportunity.stage} />,
    }),
    Sections: OpportunityDetail,
  },
  form: { schema: opportunityInputSchema, values: opportunityFormValues, Fields: OpportunityFields },
};
