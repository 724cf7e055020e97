import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { crmLeadPath } from '../../../shared/routes.ts';
import type { Config } from '../../config.ts';
import { Lead } from '../../db/entities/lead.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enquiryRoutedMail } from '../../mail/templates.ts';
import { staffName } from '../records/staff.ts';

/** The mail job of a routed enquiry: the lead as it is when the mail leaves (gone: no mail). */
export async function sendEnquiryRoutedMail(
  { em, config, mailer }: { em: EntityManager; config: Pick<Config, 'appUrl' | 'firm'>; mailer: Mailer },
  leadId: string,
  to: string,
) {
  const lead = await em.findOne(Lead, { id: leadId }, { populate: ['account', 'contact'] });
  if (!lead) return;
  const { contact } = lead;
  const person = contact ? fullName(contact) : 'Unknown';
  const details = [contact?.email, contact?.phone].filter(Boolean).join(', ');
  await mailer.send(
    enquiryRoutedMail(
      config.firm,
      to,
      {
        title: lead.title,
        from: details ? `${person} (${details})` : person,
        company: lead.account?.name ?? '',
        message: lead.description ?? null,
        owner: lead.assignedTo ? await staffName(em, lead.assignedTo.id) : null,
      },
      new URL(crmLeadPath(lead.id), config.appUrl).toString(),
    ),
  );
}
