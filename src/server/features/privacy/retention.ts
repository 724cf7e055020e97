import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionValues } from '../../../shared/schemas/retention.ts';
import { deidentifyPerson, type DeleteFiles } from './erase.ts';
import { findPerson } from './person.ts';
import { readRetention } from './retention-settings.ts';

/** People de-identified per transaction: a crash loses at most one batch's work, which the next run redoes. */
const BATCH_SIZE = 50;

/** What a retention run de-identifies: the people, and the records of each kind that made them due. */
export type RetentionCounts = {
  people: number;
  unconvertedLeads: number;
  websiteEnquiries: number;
  closedLostOpportunities: number;
};

/** The cut-off times of each kind, `t`, from the clock and the settings (in this order). */
const LIMITS = `(select ?::timestamptz - make_interval(months => ?::int) as lead_before,
    ?::timestamptz - make_interval(months => ?::int) as enquiry_before,
    ?::timestamptz - make_interval(months => ?::int) as lost_before) t`;

const limitParams = (now: Date, settings: RetentionValues) => [
  now,
  settings.unconvertedLeadMonths,
  now,
  settings.websiteEnquiryMonths,
  now,
  settings.closedLostMonths,
];

const CONVERTED = 'exists (select 1 from opportunities o where o.source_lead_id = l.id)';

/**
 * A lead `l` that keeps its person: won, or not converted and changed within its period (a
 * website enquiry, which the contact form made, has its own). A converted lead is judged by its
 * opportunity.
 */
const LEAD_KEEPS = `(l.status = 'closed_won' or (not ${CONVERTED}
  and l.updated_at >= case when l.form_data is null then t.lead_before else t.enquiry_before end))`;

/** An opportunity `o` that keeps its person: not closed lost, or closed lost within its period. */
const OPPORTUNITY_KEEPS = `(o.stage <> 'closed_lost' or o.updated_at >= t.lost_before)`;

/**
 * The people (contacts `c`) due for de-identification: not yet erased, with at least one lead or
 * opportunity and none that keeps them, and the contact itself unchanged for the shortest period.
 * Anyone with live business (an open or won deal, a recent lead) is kept whole. A merged
 * contact's records were moved to the contact it was merged into, which is judged.
 */
const DUE = `from contacts c, ${LIMITS}
  where c.erased_at is null and c.merged_into_id is null
    and c.updated_at < greatest(t.lead_before, t.enquiry_before, t.lost_before)
    and (exists (select 1 from leads l where l.contact_id = c.id)
      or exists (select 1 from opportunities o where o.contact_id = c.id))
    and not exists (select 1 from leads l where l.contact_id = c.id and ${LEAD_KEEPS})
    and not exists (select 1 from opportunities o where o.contact_id = c.id and ${OPPORTUNITY_KEEPS})`;

type CountRow = { people: number; leads: number; enquiries: number; lost: number };

/** The counts of what de-identifying these people (or every due person, without `ids`) removes. */
async function countsOf(
  em: EntityManager,
  now: Date,
  settings: RetentionValues,
  ids?: string[],
): Promise<RetentionCounts> {
  const [row] = await em.execute<CountRow[]>(
    `select count(*)::int as people,
       coalesce(sum((select count(*) from leads l where l.contact_id = c.id and l.form_data is null and not ${CONVERTED})), 0)::int as leads,
       coalesce(sum((select count(*) from leads l where l.contact_id = c.id and l.form_data is not null and not ${CONVERTED})), 0)::int as enquiries,
       coalesce(sum((select count(*) from opportunities o where o.contact_id = c.id)), 0)::int as lost
     ${DUE}${ids ? ' and c.id = any(array(select jsonb_array_elements_text(?::jsonb))::uuid[])' : ''}`,
    [...limitParams(now, settings), ...(ids ? [JSON.stringify(ids)] : [])],
  );
  return {
    people: row?.people ?? 0,
    unconvertedLeads: row?.leads ?? 0,
    websiteEnquiries: row?.enquiries ?? 0,
    closedLostOpportunities: row?.lost ?? 0,
  };
}

/** What the next retention run would de-identify if it ran at `now` with the saved settings. */
export async function retentionPreview(em: EntityManager, now: Date): Promise<RetentionCounts> {
  return countsOf(em, now, await readRetention(em), undefined);
}

const add = (a: RetentionCounts, b: RetentionCounts): RetentionCounts => ({
  people: a.people + b.people,
  unconvertedLeads: a.unconvertedLeads + b.unconvertedLeads,
  websiteEnquiries: a.websiteEnquiries + b.websiteEnquiries,
  closedLostOpportunities: a.closedLostOpportunities + b.closedLostOpportunities,
});

/**
 * The nightly retention job (APP 11.2): de-identifies every due person with the erasure's own
 * code (`deidentifyPerson`), BATCH_SIZE people a transaction, each batch's people locked
 * (`skip locked`: another instance's run takes others). A de-identified person is due no more,
 * so a run cut short by a crash leaves whole batches done and the retry carries on from there.
 */
export async function runRetention(
  em: EntityManager,
  {
    now,
    logger,
    deleteFiles,
    batchSize = BATCH_SIZE,
  }: { now: Date; logger: FastifyBaseLogger; deleteFiles: DeleteFiles; batchSize?: number },
): Promise<RetentionCounts> {
  const settings = await readRetention(em);
  let total: RetentionCounts = {
    people: 0,
    unconvertedLeads: 0,
    websiteEnquiries: 0,
    closedLostOpportunities: 0,
  };
  for (;;) {
    const batch = await em.fork().transactional(async (tx) => {
      const due = await tx.execute<{ id: string }[]>(
        `select c.id ${DUE} order by c.id limit ${batchSize} for update of c skip locked`,
        limitParams(now, settings),
      );
      const counts = await countsOf(
        tx,
        now,
        settings,
        due.map((row) => row.id),
      );
      for (const { id } of due) {
        const person = await findPerson(tx, id);
        if (person)
          await deidentifyPerson(tx, person, {
            by: 'retention',
            reason: 'Retention period ended',
            deleteFiles,
          });
      }
      return { size: due.length, counts };
    });
    total = add(total, batch.counts);
    if (batch.size < batchSize) break;
  }
  logger.info({ retention: total }, 'Data retention run done');
  return total;
}
