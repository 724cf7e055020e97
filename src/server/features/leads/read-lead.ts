import type { EntityManager } from '@mikro-orm/postgresql';
import { callNumbers } from '../../../shared/call-numbers.ts';
import { fullName } from '../../../shared/format.ts';
import { Lead } from '../../db/entities/lead.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { readJoined } from '../records/read-joined.ts';
import { STAFF_COLUMNS, staffMember, type StaffColumns } from '../records/staff.ts';
import { toLeadDetail, type LeadDetail } from './dto.ts';

type Beside = StaffColumns & {
  account_name: string;
  contact_first: string;
  contact_last: string;
  contact_phone: string | null;
  contact_mobile: string | null;
  contact_direct_phone: string | null;
  /** Both null when the lead was not converted. */
  opportunity_id: string | null;
  opportunity_name: string;
};

/**
 * A live lead of a live account and contact (as the list shows them), with the assignee's
 * profile and the live opportunity it was converted to.
 */
const LEAD_DETAIL = `
  select r.*,
    a.name as beside_account_name,
    c.first_name as beside_contact_first, c.last_name as beside_contact_last,
    c.phone as beside_contact_phone, c.mobile as beside_contact_mobile,
    c.direct_phone as beside_contact_direct_phone,
    ${STAFF_COLUMNS},
    o.id as beside_opportunity_id, o.name as beside_opportunity_name
  from leads r
  join accounts a on a.id = r.account_id and ${live('a')}
  join contacts c on c.id = r.contact_id and ${live('c')}
  left join profiles p on p.id = r.assigned_to
  left join lateral (
    select op.id, op.name from opportunities op where op.source_lead_id = r.id and ${live('op')} limit 1
  ) o on true
  where r.id = ? and ${live('r')}`;

/** A lead's detail (the detail view, the edit form), or null when it or its account or contact is deleted. */
export async function readLead(em: EntityManager, id: string): Promise<LeadDetail | null> {
  const found = await readJoined<Lead, Beside>(em, Lead, LEAD_DETAIL, id);
  if (!found) return null;
  const { record: lead, beside } = found;
  const assignee = staffMember(lead.assignedTo, beside);
  const parties = {
    accountId: lead.account.id,
    accountName: beside.account_name,
    contactId: lead.contact.id,
    contactName: fullName({ firstName: beside.contact_first, lastName: beside.contact_last }),
  };
  const opportunity =
    beside.opportunity_id === null ? null : { id: beside.opportunity_id, name: beside.opportunity_name };
  const numbers = callNumbers({
    phone: beside.contact_phone,
    mobile: beside.contact_mobile,
    directPhone: beside.contact_direct_phone,
  });
  return toLeadDetail(lead, parties, assignee, opportunity, numbers);
}
