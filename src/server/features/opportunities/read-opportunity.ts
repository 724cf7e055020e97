import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { readJoined } from '../records/read-joined.ts';
import { STAFF_COLUMNS, staffMember, type StaffColumns } from '../records/staff.ts';
import { toOpportunityDetail, type OpportunityDetail } from './dto.ts';

type Beside = StaffColumns & {
  account_name: string;
  /** The contact's three are null when it has none or it is deleted. */
  contact_id: string | null;
  contact_first: string;
  contact_last: string;
  /** Both null when it was not converted from a lead, or the lead is deleted. */
  lead_id: string | null;
  lead_title: string;
};

/**
 * A live opportunity of a live account, with its contact and the lead it came from when they
 * are live, and its owner's profile.
 */
const OPPORTUNITY_DETAIL = `
  select r.*,
    a.name as beside_account_name,
    c.id as beside_contact_id, c.first_name as beside_contact_first, c.last_name as beside_contact_last,
    ${STAFF_COLUMNS},
    l.id as beside_lead_id, l.title as beside_lead_title
  from opportunities r
  join accounts a on a.id = r.account_id and ${live('a')}
  left join contacts c on c.id = r.contact_id and ${live('c')}
  left join profiles p on p.id = r.owner_id
  left join leads l on l.id = r.source_lead_id and ${live('l')}
  where r.id = ? and ${live('r')}`;

/** An opportunity's detail (the detail view, the edit form), or null when it or its account is deleted. */
export async function readOpportunity(em: EntityManager, id: string): Promise<OpportunityDetail | null> {
  const found = await readJoined<Opportunity, Beside>(em, Opportunity, OPPORTUNITY_DETAIL, id);
  if (!found) return null;
  const { record: opportunity, beside } = found;
  const owner = staffMember(opportunity.owner, beside);
  const contact =
    beside.contact_id === null
      ? null
      : {
          id: beside.contact_id,
          name: fullName({ firstName: beside.contact_first, lastName: beside.contact_last }),
        };
  return toOpportunityDetail(
    opportunity,
    { account: { id: opportunity.account.id, name: beside.account_name }, contact, owner },
    beside.lead_id === null ? null : { id: beside.lead_id, title: beside.lead_title },
  );
}
