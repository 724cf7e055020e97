import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { EvidenceRequest } from '../../db/entities/evidence-request.ts';
import { fieldError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { RecordContext } from '../records/record-type.ts';
import { evidenceRequestService } from './service.ts';

export type SendServices = RecordContext & { jobs: Pick<Jobs, 'sendMail'> };

/** The request's contact, live and with an address to mail. */
async function recipient(tx: EntityManager, request: EvidenceRequest) {
  const contact = await tx.findOne(Contact, { id: request.contact.id });
  if (!contact) throw fieldError('contactId', 'The contact was deleted: please choose another');
  if (!contact.email) throw fieldError('contactId', `${fullName(contact)} has no email address`);
  return contact;
}

/**
 * Sends (or sends again) a request to its contact: the link mailed before stops working at once,
 * and the mail job makes the new one (evidence-mails.ts). In one transaction: `sentAt`, an email
 * activity on the account and the contact, and the queued mail.
 */
export function sendEvidenceRequest(ctx: SendServices, id: string) {
  return evidenceRequestService.change(ctx, id, async (tx, request) => {
    if (request.dueDate < businessToday())
      throw fieldError('dueDate', 'The due date has passed: please set a new one before sending');
    const contact = await recipient(tx, request);
    tx.assign(request, { tokenHash: null, sentAt: new Date() });
    const entry = {
      type: 'email' as const,
      title: `Email sent: evidence request '${request.title}'`.slice(0, 200),
      description: `To ${fullName(contact)} <${contact.email}>, with a private link to upload the documents.`,
    };
    recordActivity(tx, { account: request.account }, entry, ctx.user);
    recordActivity(tx, { contact }, entry, ctx.user);
    await tx.flush();
    await ctx.jobs.sendMail({ kind: 'evidence-request', requestId: request.id }, { tx });
  });
}
