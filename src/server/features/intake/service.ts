import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntakeRequest } from '../../../shared/schemas/intake.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { recordActivity } from '../activities/service.ts';
import { findLiveContactByEmail } from '../contacts/email-guard.ts';

/** 'Jane van der Berg' -> first 'Jane', last 'van der Berg'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

async function findOrCreateAccount(
  em: EntityManager,
  company: string | undefined,
  personName: string,
): Promise<Account> {
  if (company) {
    // Compared ignoring case, oldest first: accounts_name_lower_index serves both (without the
    // date in it the planner walked the created_at index past every account).
    const existing = await em.findOne(
      Account,
      { [raw((alias) => `lower(${alias}.name)`)]: company.toLowerCase() },
      { orderBy: { createdAt: 'asc' } },
    );
    if (existing) return existing;
    return em.create(Account, { name: company });
  }
  return em.create(Account, { name: personName, accountType: 'individual' });
}

/**
 * Turns a website enquiry into CRM records, in one transaction: the account (found by
 * company name, or an individual account for the person), the contact (found by email),
 * a new lead carrying the submitted form, and a form_submission activity.
 */
export async function createLeadFromForm(
  em: EntityManager,
  request: IntakeRequest,
): Promise<{ leadId: string }> {
  const { formData } = request;
  return em.transactional(async (tx) => {
    // An anonymous submission never changes an existing contact or account: a known contact is
    // only linked, with its own account (a deleted one reads as none); what was typed, the
    // company included, stays in the lead's form_data for staff to reconcile.
    const known = await findLiveContactByEmail(tx, formData.email);
    const account = known?.account ?? (await findOrCreateAccount(tx, formData.company, formData.name));
    const contact =
      known ??
      tx.create(Contact, {
        ...splitName(formData.name),
        email: formData.email,
        phone: formData.phone,
        account,
      });
    const lead = tx.create(Lead, {
      title: `Website enquiry from ${formData.name}`,
      description: formData.message,
      source: 'website_form',
      enquiryType: 'sales_inquiry',
      status: 'new',
      priority: 'medium',
      account,
      contact,
      formData: { formType: request.formType, ...formData },
    });
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
    await tx.flush();
    return { leadId: lead.id };
  });
}
