import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntakeRequest } from '../../../shared/schemas/intake.ts';
import { Lead } from '../../db/entities/lead.ts';
import { recordActivity } from '../records/activity-log.ts';
import { createRecord } from '../records/create-record.ts';
import { findOrCreateWebsiteParties } from '../records/find-or-create-parties.ts';
import { routeEnquiry } from '../enquiry-routing/route-enquiry.ts';
import type { Jobs } from '../../jobs/jobs.ts';

/**
 * Turns a website enquiry into CRM records, in one transaction: the account and the contact
 * (findOrCreateWebsiteParties), a new lead carrying the submitted form, a form_submission activity,
 * and its routing to an owner (Settings › Enquiries).
 */
export async function createLeadFromForm(
  em: EntityManager,
  jobs: Jobs,
  request: IntakeRequest,
): Promise<{ leadId: string }> {
  const { formData } = request;
  return em.transactional(async (tx) => {
    const { account, contact } = await findOrCreateWebsiteParties(tx, formData);
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
    await routeEnquiry(tx, jobs, lead, { mailOwner: true });
    await tx.flush();
    return { leadId: lead.id };
  });
}
