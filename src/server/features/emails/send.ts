import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import type { EmailAttachment, SendEmailValues, KeptAttachment } from '../../../shared/schemas/email.ts';
import type { Config } from '../../config.ts';
import { Document } from '../../db/entities/document.ts';
import { Email } from '../../db/entities/email.ts';
import { Profile } from '../../db/entities/profile.ts';
import { Quote } from '../../db/entities/quote.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { RecordContext } from '../records/record-type.ts';
import { staffName } from '../records/staff.ts';
import { liveTarget, type ActivityTarget } from '../records/subjects.ts';
import { toEmailDto } from './dto.ts';
import { contactsByAddress, documentsFilter, partiesOf, type EmailParties } from './parties.ts';
import { plainTextOf, sanitizeBody } from '../../mail/sanitize.ts';

export type SendServices = RecordContext & { jobs: Jobs; config: Pick<Config, 'mailFrom' | 'mailReplyTo'> };

/** A quote attached must be one of the record's; its PDF is made when the message is sent. */
async function quoteAttachment(
  tx: EntityManager,
  quoteId: string,
  parties: EmailParties,
): Promise<KeptAttachment> {
  const quote = await tx.findOne(Quote, { id: quoteId });
  const ours =
    quote !== null &&
    ((parties.lead !== null && quote.lead.id === parties.lead.id) ||
      (parties.opportunity !== null && quote.opportunity?.id === parties.opportunity.id) ||
      (parties.account !== null && quote.account.id === parties.account.id) ||
      (parties.contact !== null && quote.contact.id === parties.contact.id));
  if (!ours) throw fieldError('attachments', 'Please attach a quote of this record');
  return { kind: 'quote', quoteId, fileName: `${quote.number}.pdf` };
}

/** A document attached must be live and on the record, its account or its contact; its current version goes. */
async function documentAttachment(
  tx: EntityManager,
  documentId: string,
  parties: EmailParties,
): Promise<KeptAttachment> {
  const on = documentsFilter(parties);
  const document = on ? await tx.findOne(Document, { $and: [{ id: documentId }, on] }) : null;
  if (!document) throw fieldError('attachments', 'Please attach a document of this record');
  return { kind: 'document', documentId, version: document.version, fileName: document.fileName };
}

/** The attachments as the message keeps them, once each is checked against the record. */
async function sentAttachments(tx: EntityManager, attachments: EmailAttachment[], parties: EmailParties) {
  const sent: KeptAttachment[] = [];
  for (const attachment of attachments) {
    sent.push(
      attachment.kind === 'quote'
        ? await quoteAttachment(tx, attachment.quoteId, parties)
        : await documentAttachment(tx, attachment.documentId, parties),
    );
  }
  return sent;
}

/** Every record the message concerns, once each: the record, its account and contact, and the contacts it goes to with their accounts. */
async function concernedRecords(tx: EntityManager, parties: EmailParties, addresses: string[]) {
  const targets = new Map<string, ActivityTarget>();
  const add = (key: string, target: ActivityTarget) => targets.set(key, target);
  if (parties.lead) add(`lead:${parties.lead.id}`, { lead: parties.lead });
  if (parties.opportunity) add(`opportunity:${parties.opportunity.id}`, { opportunity: parties.opportunity });
  if (parties.account) add(`account:${parties.account.id}`, { account: parties.account });
  if (parties.contact) add(`contact:${parties.contact.id}`, { contact: parties.contact });
  for (const contact of await contactsByAddress(tx, addresses)) {
    add(`contact:${contact.id}`, { contact });
    if (contact.account) add(`account:${contact.account.id}`, { account: contact.account });
  }
  return [...targets.values()];
}

/** '<uuid@example.com.au>': ours, so a reply's In-Reply-To finds the thread. */
function newMessageId(mailFrom: string): string {
  return `<${randomUUID()}@${mailFrom.split('@')[1] ?? 'localhost'}>`;
}

/**
 * Sends a message written on a record: in one transaction, the message (queued, its body
 * sanitised with its plain-text part), an email activity on every record it concerns, and its
 * job on the queue; the job sends it from the staff member's name at MAIL_FROM.
 */
export async function sendEmail({ em, user, jobs, config }: SendServices, values: SendEmailValues) {
  const html = sanitizeBody(values.body);
  const text = plainTextOf(html);
  if (text === '') throw fieldError('body', 'Body is required');
  return em.transactional(async (tx) => {
    const target = await liveTarget(tx, values.record, { lockMode: LockMode.PESSIMISTIC_READ });
    const parties = await partiesOf(tx, target);
    const attachments = await sentAttachments(tx, values.attachments, parties);
    const me = await tx.findOne(Profile, { user });
    const email = tx.create(Email, {
      status: 'queued',
      fromName: me ? fullName(me) : null,
      fromAddress: config.mailFrom,
      to: values.to,
      cc: values.cc,
      subject: values.subject,
      html,
      text,
      messageId: newMessageId(config.mailFrom),
      attachments,
      createdBy: user,
    });
    const entry = {
      type: 'email' as const,
      title: `Email sent: ${values.subject}`.slice(0, 200),
      description: text,
      email,
    };
    for (const record of await concernedRecords(tx, parties, [...values.to, ...values.cc]))
      recordActivity(tx, record, entry, user);
    await tx.flush();
    await jobs.queueEmail(email.id, { tx });
    return toEmailDto(email, me ? fullName(me) : null);
  });
}

/** A failed message queued once more ('Send again'). */
export async function sendAgain({ em, jobs }: SendServices, id: string) {
  return em.transactional(async (tx) => {
    const email = await tx.findOne(Email, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!email) throw new AppError('NOT_FOUND', 'Email not found');
    if (email.status !== 'failed')
      throw new AppError('CONFLICT', 'Only a message that failed can be sent again');
    email.status = 'queued';
    email.failureReason = null;
    await tx.flush();
    await jobs.queueEmail(email.id, { tx });
    return toEmailDto(email, email.createdBy ? await staffName(tx, email.createdBy.id) : null);
  });
}
