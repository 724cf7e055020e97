import type { EntityManager } from '@mikro-orm/postgresql';
import { RETENTION_DEFAULTS, type RetentionValues } from '../../../shared/schemas/retention.ts';
import type { User } from '../../db/entities/user.ts';

/** Settings › Data retention: the saved periods, or the defaults when never saved. */
export async function readRetention(em: EntityManager): Promise<RetentionValues> {
  const [row] = await em.execute<
    { unconverted_lead_months: number; website_enquiry_months: number; closed_lost_months: number }[]
  >(
    'select unconverted_lead_months, website_enquiry_months, closed_lost_months from retention_settings where id = 1',
  );
  if (!row) return RETENTION_DEFAULTS;
  return {
    unconvertedLeadMonths: row.unconverted_lead_months,
    websiteEnquiryMonths: row.website_enquiry_months,
    closedLostMonths: row.closed_lost_months,
  };
}

/** Saves Settings › Data retention (one row, written whole). */
export async function saveRetention(em: EntityManager, user: User, values: RetentionValues) {
  await em.execute(
    `insert into retention_settings (id, unconverted_lead_months, website_enquiry_months, closed_lost_months, updated_by, updated_at)
     values (1, ?, ?, ?, ?, now())
     on conflict (id) do update set unconverted_lead_months = excluded.unconverted_lead_months,
       website_enquiry_months = excluded.website_enquiry_months, closed_lost_months = excluded.closed_lost_months,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [values.unconvertedLeadMonths, values.websiteEnquiryMonths, values.closedLostMonths, user.id],
  );
  return readRetention(em);
}
