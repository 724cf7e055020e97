import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { leadFields } from '../../../shared/record-fields/leads.ts';
import { bulkStatuses } from '../../../shared/schemas/bulk.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import type { LeadListInput, LeadValues } from '../../../shared/schemas/lead.ts';
import { Lead } from '../../db/entities/lead.ts';
import { LeadAssignment } from '../../db/entities/lead-assignment.ts';
import type { User } from '../../db/entities/user.ts';
import { recordActivity } from '../records/activity-log.ts';
import { whereBetweenDays } from '../records/day-range.ts';
import { ascending, descending, newestFirst, oldestFirst } from '../records/list-query.ts';
import type { RecordType } from '../records/record-type.ts';
import { leadSummaryColumns, toLeadSummary, type LeadDetail, type LeadSummary } from './dto.ts';
import { readLead } from './read-lead.ts';
import { deletedParties, newLeadParties, resolveParties } from './parties.ts';
import { staffName } from '../records/staff.ts';

/** 'Changed Status, Priority' in the fields' order, for the 'Lead updated' activity. */
function changedText(changes: FieldChange[]): string {
  if (changes.length === 0) return 'Saved with no changes';
  const labels = new Map(leadFields.map((field) => [field.key, field.label]));
  return `Changed ${changes.map((change) => labels.get(change.field) ?? change.field).join(', ')}`;
}

function formFields(values: LeadValues) {
  const { accountId, contactId, newParty, assignedToId, ...fields } = values;
  return fields;
}

/** Records an assignment (history row and an 'assignment' activity) when the assignee changes. */
async function recordAssignment(em: EntityManager, lead: Lead, assignedTo: User, by: User) {
  em.create(LeadAssignment, { lead, user: assignedTo, assignedBy: by });
  const name = (await staffName(em, assignedTo.id)) ?? assignedTo.email;
  recordActivity(
    em,
    { lead },
    { type: 'assignment', title: 'Lead assigned', description: `Assigned to ${name}` },
    by,
  );
}

/** The columns the lead list reads from its joins: the account and the contact. */
type PartyColumns = {
  linked_account_id: string;
  account_name: string;
  linked_contact_id: string;
  contact_first: string;
  contact_last: string;
};

/**
 * Leads: an enquiry from an account's contact. Its own rules: the account and contact must be
 * live and belong together (share-locked while saving), an activity records every create and
 * update, an assignment is recorded when the assignee changes, and a lead comes back from a
 * delete only while its account and contact are live.
 */
export const leadType: RecordType<Lead, LeadValues, LeadSummary, LeadListInput, PartyColumns, LeadDetail> = {
  label: 'Lead',
  entity: Lead,
  list: {
    query: (qb, _em, { accountId, source, ownerId, createdFrom, createdTo, outcome }) => {
      if (accountId) qb.andWhere({ account: accountId });
      if (source) qb.andWhere({ source });
      if (ownerId) qb.andWhere({ assignedTo: ownerId });
      whereBetweenDays(qb, 'r.created_at', createdFrom, createdTo);
      // leads.outcome: kept from the lead's live opportunity by the database (the conversion report's figure).
      if (outcome) qb.andWhere(outcome === 'won' ? { outcome: 'won' } : { outcome: { $ne: null } });
    },
    display: (qb) => {
      qb.leftJoin('r.account', 'a')
        .leftJoin('r.contact', 'c')
        .select([
          'a.id as linked_account_id',
          'a.name as account_name',
          'c.id as linked_contact_id',
          'c.first_name as contact_first',
          'c.last_name as contact_last',
        ]);
    },
    sorts: {
      newest: newestFirst,
      oldest: oldestFirst,
      title: ascending('r.title'),
      estimatedValue: descending('coalesce(r.estimated_value, -1)'),
      expectedCloseDate: ascending("coalesce(r.expected_close_date, 'infinity'::date)"),
      leadScore: descending('coalesce(r.lead_score, -1)'),
    },
    owner: 'r.assigned_to',
    columns: leadSummaryColumns,
    toRow: (row) =>
      toLeadSummary(row, {
        accountId: row.linked_account_id,
        accountName: row.account_name,
        contactId: row.linked_contact_id,
        contactName: fullName({ firstName: row.contact_first, lastName: row.contact_last }),
      }),
  },
  read: readLead,
  async create(tx, values, user) {
    const { account, contact, assignedTo } = await newLeadParties(tx, values, user);
    const lead = tx.create(Lead, { ...formFields(values), account, contact, assignedTo });
    recordActivity(
      tx,
      { lead },
      { type: 'note', title: 'Lead created', description: 'New lead created manually' },
      user,
    );
    if (assignedTo) await recordAssignment(tx, lead, assignedTo, user);
    return lead;
  },
  async update(tx, lead, values, user) {
    const { account, contact, assignedTo } = await resolveParties(tx, values);
    const previousAssignee = lead.assignedTo?.id ?? null;
    tx.assign(lead, { ...formFields(values), account, contact, assignedTo });
    if (assignedTo && assignedTo.id !== previousAssignee) await recordAssignment(tx, lead, assignedTo, user);
  },
  updated(tx, lead, changes, user) {
    recordActivity(
      tx,
      { lead },
      { type: 'note', title: 'Lead updated', description: changedText(changes) },
      user,
    );
  },
  blockRestore: deletedParties,
  bulk: {
    async owner(tx, lead, owner, by) {
      const previous = lead.assignedTo?.id ?? null;
      lead.assignedTo = owner;
      if (owner && owner.id !== previous) await recordAssignment(tx, lead, owner, by);
    },
    status: {
      options: bulkStatuses.leads,
      set: (_tx, lead, status) => {
        lead.status = status as Lead['status'];
      },
    },
  },
  duplicates: {
    name: (a) => `${a}.title`,
    columns: {
      contact_id: { sqlType: 'uuid', value: (values) => values.contactId },
      enquiry_type: { sqlType: 'text', value: (values) => values.enquiryType },
      status: { sqlType: 'text', value: (values) => values.status },
    },
    rules: [
      {
        reason: 'Open lead of the same contact on the same enquiry type',
        matches: `d.contact_id = r.contact_id and d.enquiry_type = r.enquiry_type
          and d.status not in ('closed_won', 'closed_lost') and r.status not in ('closed_won', 'closed_lost')`,
      },
    ],
  },
};
