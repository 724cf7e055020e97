import { stageProbability } from '../../../shared/enums.ts';
import type { OpportunityInput, opportunityInputSchema } from '../../../shared/schemas/opportunity.ts';
import { titleCased } from '../../../shared/record-fields/fields.ts';
import { opportunityLabels } from '../../../shared/record-fields/opportunities.ts';
import type { RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';

/** The opportunity form's state, checked by the same schema the server uses. */
export type OpportunityFormApi = RecordForm<typeof opportunityInputSchema>;

/** The form's labels: src/shared's, in title case. */
export const opportunityFormLabels = titleCased(opportunityLabels);

type Opportunity = RouterOutputs['opportunities']['byId'];

/** The form's starting values: the opportunity's, or a new one in Qualification with its probability. */
export function opportunityFormValues(opportunity: Opportunity | null): OpportunityInput {
  return {
    name: opportunity?.name ?? '',
    accountId: opportunity?.accountId ?? null,
    contactId: opportunity?.contactId ?? null,
    stage: opportunity?.stage ?? 'qualification',
    amount: opportunity?.amount ?? '',
    probability: opportunity?.probability ?? stageProbability.qualification,
    expectedCloseDate: opportunity?.expectedCloseDate ?? null,
    ownerId: opportunity?.ownerId ?? null,
    sourceLeadId: opportunity?.sourceLeadId ?? null,
    registrationGroups: opportunity?.registrationGroups ?? [],
    lossReason: opportunity?.lossReason ?? '',
    description: opportunity?.description ?? '',
  };
}
