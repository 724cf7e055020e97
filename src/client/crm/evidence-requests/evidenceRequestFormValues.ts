import type {
  EvidenceRequestInput,
  evidenceRequestInputSchema,
} from '../../../shared/schemas/evidence-request.ts';
import type { RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';

export type EvidenceRequestFormApi = RecordForm<typeof evidenceRequestInputSchema>;

type EvidenceRequest = RouterOutputs['evidence_requests']['byId'];

/** The param the account page's 'New evidence request' puts in the form's URL. */
export const ACCOUNT_PARAM = 'account';

/** The request's values; a new one starts on the account its URL names, with no items until a checklist is chosen. */
export function evidenceRequestFormValues(
  request: EvidenceRequest | null,
  params: URLSearchParams,
): EvidenceRequestInput {
  return {
    title: request?.title ?? '',
    accountId: request?.account.id ?? params.get(ACCOUNT_PARAM) ?? '',
    contactId: request?.contact.id ?? '',
    dueDate: request?.dueDate ?? '',
    items: request?.items.map(({ id, title, standard }) => ({ id, title, standard: standard ?? '' })) ?? [],
  };
}
