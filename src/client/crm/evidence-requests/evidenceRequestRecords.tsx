import { evidenceRequestInputSchema } from '../../../shared/schemas/evidence-request.ts';
import { formatDate } from '../../../shared/format.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { EvidenceRequestCard } from './EvidenceRequestCard.tsx';
import { EvidenceRequestDetail } from './EvidenceRequestDetail.tsx';
import { EvidenceRequestFields } from './EvidenceRequestFields.tsx';
import { EvidenceRequestFilters, evidenceRequestFiltersFromUrl } from './EvidenceRequestFilters.tsx';
import { evidenceRequestFormValues } from './evidenceRequestFormValues.ts';
import { SendAgainAction } from './SendEvidenceRequestButton.tsx';
import { SentBadge } from './SentBadge.tsx';

/**
 * Evidence requests in the record kit, at /crm/evidence-requests: the open ones, soonest due
 * first; made from an account's page, and opened after their creation to be sent.
 */
export const evidenceRequestRecords: RecordTypeConfig<
  'evidence_requests',
  typeof evidenceRequestInputSchema
> = {
  path: 'evidence_requests',
  singular: 'Evidence request',
  plural: 'evidence requests',
  list: {
    sorts: [
      { value: 'due', label: 'Soonest due' },
      { value: 'newest', label: 'Newest first' },
    ],
    Card: EvidenceRequestCard,
    filters: { fromUrl: evidenceRequestFiltersFromUrl, Controls: EvidenceRequestFilters },
  },
  detail: {
    header: (request) => ({
      title: request.title,
      subtitle: `${request.account.name} · due ${formatDate(request.dueDate)}`,
      badges: <SentBadge sentAt={request.sentAt} />,
    }),
    Sections: EvidenceRequestDetail,
    Actions: SendAgainAction,
  },
  form: {
    schema: evidenceRequestInputSchema,
    values: evidenceRequestFormValues,
    Fields: EvidenceRequestFields,
    openCreated: true,
  },
};
