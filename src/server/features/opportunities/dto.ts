import type { EntityDTO } from '@mikro-orm/core';
import type { Opportunity } from '../../db/entities/opportunity.ts';

/** An opportunity's own fields, from an entity or from a list row (which has the same property names). */
type OpportunityFields = Omit<
  EntityDTO<Opportunity>,
  'account' | 'contact' | 'owner' | 'sourceLead' | 'createdBy' | 'deletedAt'
>;

/** The fields of an opportunity that its summary shows: all the list and the board read of it. */
export const opportunitySummaryColumns = [
  'name',
  'stage',
  'stageChangedAt',
  'amount',
  'probability',
  'expectedCloseDate',
  'createdAt',
] as const satisfies readonly (keyof OpportunityFields)[];
type OpportunitySummaryFields = Pick<OpportunityFields, 'id' | (typeof opportunitySummaryColumns)[number]>;

type Named = { id: string; name: string };

/** An opportunity as the board's cards and the list show it. */
export function toOpportunitySummary(
  opportunity: OpportunitySummaryFields,
  account: Named,
  owner: { id: string; name: string | null } | null,
) {
  return {
    id: opportunity.id,
    name: opportunity.name,
    stage: opportunity.stage,
    stageChangedAt: opportunity.stageChangedAt,
    // A list row is read without the entity's mapping: PostgreSQL's numeric arrives as text.
    amount:
      opportunity.amount === null || opportunity.amount === undefined ? null : Number(opportunity.amount),
    probability: opportunity.probability,
    expectedCloseDate: opportunity.expectedCloseDate ?? null,
    accountId: account.id,
    accountName: account.name,
    ownerId: owner?.id ?? null,
    ownerName: owner?.name ?? null,
    createdAt: opportunity.createdAt,
  };
}

/** Every field of an opportunity, for its detail view and the edit form. */
export function toOpportunityDetail(
  opportunity: OpportunityFields,
  parties: { account: Named; contact: Named | null; owner: { id: string; name: string | null } | null },
  sourceLead: { id: string; title: string } | null,
) {
  return {
    ...toOpportunitySummary(opportunity, parties.account, parties.owner),
    contactId: parties.contact?.id ?? null,
    contactName: parties.contact?.name ?? null,
    sourceLeadId: sourceLead?.id ?? null,
    sourceLeadTitle: sourceLead?.title ?? null,
    registrationGroups: opportunity.registrationGroups,
    lossReason: opportunity.lossReason ?? null,
    description: opportunity.description ?? null,
    updatedAt: opportunity.updatedAt,
  };
}

export type OpportunitySummary = ReturnType<typeof toOpportunitySummary>;
export type OpportunityDetail = ReturnType<typeof toOpportunityDetail>;
