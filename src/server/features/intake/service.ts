import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntakeRequest } from '../../../shared/schemas/intake.ts';
import { Lead } from '../../db/entities/lead.ts';
import { recordActivity } from '../records/activity-log.ts';
import { createRecord } from '../records/create-record.ts';
import type { Account } from '../../db/entities/account.ts';
import type { Contact } from '../../db/entities/contact.ts';
import { findOrCreateManyParties } from '../records/find-or-create-parties.ts';
import { readEnquiryRouting, routeEnquiry, type EnquiryRouting } from '../enquiry-routing/route-enquiry.ts';
import type { Jobs } from '../../jobs/jobs.ts';

/**
 * Turns a website enquiry into CRM records in the caller's transaction, saved with its next
 * flush: with its account and contact (found or made), a new lead carrying the submitted form, a
 * form_submission activity, and its routing to an owner (Settings › Enquiries).
 */
async function addEnquiry(
  tx: EntityManager,
  jobs: Jobs,
  request: IntakeRequest,
  { account, contact }: { account: Account; contact: Contact },
  routing: EnquiryRouting | null,
): Promise<void> {
  const { formData } = request;
  const lead = createRecord(
    tx,
    Lead,
    {
      title: `Website enquiry from ${formData.name}`,
      description: formData.message,
      source: 'website_form',
      enquiryType: 'sales_inquiry',
      status: 'new',
      priority: 'medium',
      account,
      contact,
      formData: { formType: request.formType, ...formData },
    },
    'website',
  );
  recordActivity(
    tx,
    { lead },
    {
      type: 'form_submission',
      title: 'Website form submission',
      description: 'Submitted through the website contact form',
    },
    null,
  );
  await routeEnquiry(tx, jobs, lead, { mailOwner: true, settings: routing });
}

/**
 * Saves website enquiries in one transaction, all or none, one after the other as if each had
 * its own, their contacts and accounts found together and the routing settings read once. The
 * caller keeps apart enquiries that one another's records would change: an enquiry's contact and
 * account are looked up in the database, where an earlier enquiry of the same transaction has
 * not been written yet (enquiry-batches.ts).
 */
export async function saveEnquiries(em: EntityManager, jobs: Jobs, requests: IntakeRequest[]): Promise<void> {
  await em.transactional(async (tx) => {
    const parties = await findOrCreateManyParties(
      tx,
      requests.map(({ formData }) => ({ party: formData })),
      'website',
    );
    const routing = await readEnquiryRouting(tx);
    for (const [index, request] of requests.entries()) {
      const found = parties[index];
      if (found) await addEnquiry(tx, jobs, request, found, routing);
    }
    await tx.flush();
  });
}
