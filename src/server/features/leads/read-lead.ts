import type { EntityManager } from '@mikro-orm/postgresql';
import { callNumbers } from '../../../shared/call-numbers.ts';
import { fullName } from '../../../shared/format.ts';
import { Lead } from '../../db/entities/lead.ts';
import { toLeadDetail, type LeadDetail } from './dto.ts';

/** What the detail reads beside the lead's own columns, each under a name no lead column has. */
type Beside = {
  detail_account_name: string;
  detail_contact_first: string;
  detail_contact_last: string;
  detail_contact_phone: string | null;
  detail_contact_mobile: string | null;
  detail_contact_direct_phone: string | null;
  detail_has_profile: boolean;
  detail_assignee_first: string | null;
  detail_assignee_last: string | null;
  /** Both null when the lead was not converted. */
  detail_opportunity_id: string | null;
  detail_opportunity_name: string;
};

/**
 * A live lead of a live account and contact (as the list shows them), with the assignee's
 * profile and the live opportunity it was converted to, in one statement. Plain SQL: MikroORM's
 * populate built and mapped a join of every column of five tables, then asked for the
 * opportunity on its own, about half of the call's CPU.
 */
const LEAD_DETAIL = `
  select r.*,
    a.name as detail_account_name,
    c.first_name as detail_contact_first, c.last_name as detail_contact_last,
    c.phone as detail_contact_phone, c.mobile as detail_contact_mobile,
    c.direct_phone as detail_contact_direct_phone,
    p.id is not null as detail_has_profile,
    p.first_name as detail_assignee_first, p.last_name as detail_assignee_last,
    o.id as detail_opportunity_id, o.name as detail_opportunity_name
  from leads r
  join accounts a on a.id = r.account_id and a.deleted_at is null
  join contacts c on c.id = r.contact_id and c.deleted_at is null
  left join profiles p on p.id = r.assigned_to
  left join lateral (
    select id, name from opportunities where source_lead_id = r.id and deleted_at is null limit 1
  ) o on true
  where r.id = ? and r.deleted_at is null`;

/** A lead's detail (the detail view, the edit form), or null when it or its account or contact is deleted. */
export async function readLead(em: EntityManager, id: string): Promise<LeadDetail | null> {
  const [row] = await em.execute<(Record<string, unknown> & Beside)[]>(LEAD_DETAIL, [id]);
  if (!row) return null;
  const {
    detail_account_name,
    detail_contact_first,
    detail_contact_last,
    detail_contact_phone,
    detail_contact_mobile,
    detail_contact_direct_phone,
    detail_has_profile,
    detail_assignee_first,
    detail_assignee_last,
    detail_opportunity_id,
    detail_opportunity_name,
    ...columns
  } = row;
  // The entity's own mapping of the lead's columns (numbers, dates, JSON), as a find would give.
  const lead = em.map(Lead, columns);
  const assignee = lead.assignedTo
    ? {
        id: lead.assignedTo.id,
        name: detail_has_profile
          ? fullName({ firstName: detail_assignee_first ?? '', lastName: detail_assignee_last ?? '' })
          : null,
      }
    : null;
  const parties = {
    accountId: lead.account.id,
    accountName: detail_account_name,
    contactId: lead.contact.id,
    contactName: fullName({ firstName: detail_contact_first, lastName: detail_contact_last }),
  };
  const opportunity =
    detail_opportunity_id === null ? null : { id: detail_opportunity_id, name: detail_opportunity_name };
  const numbers = callNumbers({
    phone: detail_contact_phone,
    mobile: detail_contact_mobile,
    directPhone: detail_contact_direct_phone,
  });
  return toLeadDetail(lead, parties, assignee, opportunity, numbers);
}
