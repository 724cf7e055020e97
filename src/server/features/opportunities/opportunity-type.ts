import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { stageProbability, type OpportunityStage } from '../../../shared/enums.ts';
import { bulkStatuses } from '../../../shared/schemas/bulk.ts';
import {
  SELECT_ACCOUNT,
  type OpportunityListInput,
  type OpportunityValues,
} from '../../../shared/schemas/opportunity.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { recordActivity } from '../records/activity-log.ts';
import { liveAccount, liveContactOf } from '../records/parties.ts';
import { chosenStaff } from '../records/staff.ts';
import { ascending, descending, newestFirst, oldestFirst } from '../records/list-query.ts';
import type { ListQuery, ListRow, RecordType } from '../records/record-type.ts';
import { closeRangeFilter, reportFilters } from './close-range.ts';
import { convertLead, otherLiveConversion } from './conversion.ts';
import {
  opportunitySummaryColumns,
  toOpportunitySummary,
  type OpportunityDetail,
  type OpportunitySummary,
} from './dto.ts';
import { readOpportunity } from './read-opportunity.ts';
import { changeStage, moveToStage } from './stage.ts';

/** The owner's name as a list or board column, from their profile. */
export const OWNER_NAME_SQL =
  "(select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = r.owner_id) as owner_name";

/** The columns an opportunity list reads besides its own: the account's name and the owner's. */
export type OpportunityColumns = {
  linked_account_id: string;
  account_name: string;
  linked_owner_id: string | null;
  owner_name: string | null;
};

/** The joined columns of the list and the board: the account's name and the owner's. */
export function selectSummary(qb: ListQuery<Opportunity>) {
  return qb
    .join('r.account', 'a')
    .select([
      'a.id as linked_account_id',
      'a.name as account_name',
      raw('r.owner_id as linked_owner_id'),
      raw(OWNER_NAME_SQL),
    ]);
}

/** A list or board row as the API shows it. */
export function toSummaryRow(row: ListRow<Opportunity, OpportunityColumns>): OpportunitySummary {
  return toOpportunitySummary(
    row,
    { id: row.linked_account_id, name: row.account_name },
    row.linked_owner_id ? { id: row.linked_owner_id, name: row.owner_name } : null,
  );
}

/** The live parties an opportunity's values name: its account, its primary contact (optional), its owner. */
async function resolveOpportunityParties(tx: EntityManager, values: OpportunityValues) {
  const account = await liveAccount(tx, values.accountId, SELECT_ACCOUNT);
  const contact = values.contactId
    ? await liveContactOf(tx, account, values.contactId, 'Contact not found')
    : null;
  const owner = await chosenStaff(tx, values.ownerId, 'ownerId');
  return { account, contact, owner };
}

/** The fields the form sets directly; the stage goes through changeStage, and the source lead is set by conversion only. */
function ownFields(values: OpportunityValues) {
  return {
    name: values.name,
    amount: values.amount,
    probability: values.probability ?? stageProbability[values.stage],
    expectedCloseDate: values.expectedCloseDate,
    registrationGroups: values.registrationGroups,
    lossReason: values.stage === 'closed_lost' ? values.lossReason : null,
    description: values.description,
  };
}

/**
 * Opportunities: deals worked through the pipeline's stages. Their own rules: the account (and
 * the primary contact, when chosen) must be live and belong together; an empty probability is
 * the stage's; a stage change restarts the stage's clock and writes 'Stage changed from X to Y';
 * created from a lead, the conversion's rules apply in the same transaction (conversion.ts).
 */
export const opportunityType: RecordType<
  Opportunity,
  OpportunityValues,
  OpportunitySummary,
  OpportunityListInput,
  OpportunityColumns,
  OpportunityDetail
> = {
  label: 'Opportunity',
  entity: Opportunity,
  list: {
    query: (qb, _em, input) => {
      const { accountId, ownerId, stage, closeRange } = input;
      if (accountId) qb.andWhere({ account: accountId });
      if (ownerId) qb.andWhere({ owner: ownerId });
      if (stage) qb.andWhere({ stage });
      if (closeRange) qb.andWhere(closeRangeFilter(closeRange));
      reportFilters(qb, input);
    },
    display: (qb) => {
      selectSummary(qb);
    },
    sorts: {
      newest: newestFirst,
      oldest: oldestFirst,
      closeDate: ascending("coalesce(r.expected_close_date, 'infinity'::date)"),
      amount: descending('coalesce(r.amount, -1)'),
      name: ascending('r.name'),
    },
    columns: opportunitySummaryColumns,
    toRow: toSummaryRow,
    owner: 'r.owner_id',
  },
  read: readOpportunity,
  async create(tx, values, user) {
    const { account, contact, owner } = await resolveOpportunityParties(tx, values);
    const opportunity = tx.create(Opportunity, {
      ...ownFields(values),
      stage: values.stage,
      account,
      contact,
      owner,
    });
    if (values.sourceLeadId) await convertLead(tx, opportunity, values.sourceLeadId, user);
    else {
      recordActivity(
        tx,
        { opportunity },
        { type: 'note', title: 'Opportunity created', description: 'New opportunity created manually' },
        user,
      );
    }
    return opportunity;
  },
  async update(tx, opportunity, values, user) {
    const { account, contact, owner } = await resolveOpportunityParties(tx, values);
    tx.assign(opportunity, { ...ownFields(values), account, contact, owner });
    changeStage(tx, opportunity, values.stage, user);
  },
  blockRestore: otherLiveConversion,
  bulk: {
    owner: (_tx, opportunity, owner) => {
      opportunity.owner = owner;
    },
    status: {
      options: bulkStatuses.opportunities,
      set: (tx, opportunity, stage, by) => moveToStage(tx, opportunity, stage as OpportunityStage, null, by),
    },
  },
};
