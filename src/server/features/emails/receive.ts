import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeptAttachment } from '../../../shared/schemas/email.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Email } from '../../db/entities/email.ts';
import { plainTextOf, sanitizeBody } from '../../mail/sanitize.ts';
import { keepFile } from '../../storage/pending-files.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { createReceivedDocument, type ReceivedDocumentPlace } from '../documents/service.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { ActivityTarget } from '../records/subjects.ts';
import type { InboundMessage } from './inbound-message.ts';
import { contactsByAddress } from './parties.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A plain-text body as paragraphs, escaped, then through the same allowlist as every other body. */
function htmlOfText(text: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/[&<>"]/g, (character) => escapes[character] ?? character).trim())
    .filter((paragraph) => paragraph !== '');
  return sanitizeBody(
    paragraphs.map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`).join(''),
  );
}

/** The records of the messages a reply answers: every record their activities are on. */
async function threadRecords(tx: EntityManager, ids: string[]): Promise<ActivityTarget[]> {
  if (ids.length === 0) return [];
  const activities = await tx.find(Activity, { email: { messageId: { $in: ids } } });
  const targets = new Map<string, ActivityTarget>();
  for (const activity of activities) {
    if (activity.lead) targets.set(`lead:${activity.lead.id}`, { lead: activity.lead });
    if (activity.opportunity)
      targets.set(`opportunity:${activity.opportunity.id}`, { opportunity: activity.opportunity });
    if (activity.account) targets.set(`account:${activity.account.id}`, { account: activity.account });
    if (activity.contact) targets.set(`contact:${activity.contact.id}`, { contact: activity.contact });
  }
  return [...targets.values()];
}

/** The sender's contacts and their accounts, as the send path logs a message to them. */
async function senderRecords(tx: EntityManager, address: string): Promise<ActivityTarget[]> {
  const targets = new Map<string, ActivityTarget>();
  for (const contact of await contactsByAddress(tx, [address])) {
    targets.set(`contact:${contact.id}`, { contact });
    if (contact.account) targets.set(`account:${contact.account.id}`, { account: contact.account });
  }
  return [...targets.values()];
}

/** Where a message's attachments go among its records: the account (a provider's papers), else the contact, lead or opportunity. */
function documentPlace(records: readonly ActivityTarget[]): ReceivedDocumentPlace | null {
  for (const key of ['account', 'contact', 'lead', 'opportunity'] as const) {
    const found = records.find((record) => key in record);
    if (found) return found;
  }
  return null;
}

/**
 * A received message's files as documents (type 'other') on one of its records, by the inbound
 * mail; with no record yet they stay in the store, listed on the message, until staff put it on one.
 */
export function keepReceivedFiles(
  tx: EntityManager,
  files: readonly UploadedFile[],
  records: readonly ActivityTarget[],
): KeptAttachment[] {
  const place = documentPlace(records);
  const kept: KeptAttachment[] = [];
  for (const file of files) {
    if (!place) {
      keepFile(tx, file.fileKey);
      kept.push({ kind: 'received', ...file });
      continue;
    }
    const document = createReceivedDocument(tx, place, 'other', file, 'mail');
    kept.push({ kind: 'document', documentId: document.id, version: 1, fileName: document.fileName });
  }
  return kept;
}

/** What the activity says of a received message: its text, the SPF result, the files not kept. */
function receivedDescription(text: string, message: InboundMessage): string {
  const notes = [message.spf, ...message.refused.map((reason) => `Not kept: ${reason}`)].filter(Boolean);
  return [text, ...notes].join('\n\n');
}

/**
 * Logs a message the inbound listener accepted, in one transaction: the message (received, its
 * HTML through the same allowlist as outgoing bodies), an email activity on every record of the
 * thread it answers, else of the sender's contacts, and its files as documents on one of them. A
 * message no record matches is kept without activities: the unmatched mail. The same Message-ID
 * delivered twice is logged once (the second copy's files are for the caller to remove).
 */
export async function receiveEmail(em: EntityManager, message: InboundMessage, envelopeFrom: string) {
  const from = message.from ?? { name: '', address: envelopeFrom };
  const fromAddress = from.address.slice(0, 254);
  const html = message.html ? sanitizeBody(message.html) : htmlOfText(message.text);
  const text = message.html ? plainTextOf(html) : message.text.trim();
  const messageId = (message.messageId ?? `<${randomUUID()}@inbound.invalid>`).slice(0, 998);
  const subject = message.subject.slice(0, 300);
  return em.transactional(async (tx) => {
    const known = await tx.findOne(Email, { messageId }, { filters: false });
    if (known) return { email: known, duplicate: true };
    const thread = await threadRecords(tx, message.answers);
    const records = thread.length > 0 ? thread : await senderRecords(tx, fromAddress);
    const email = tx.create(Email, {
      status: 'received',
      fromName: from.name ? from.name.slice(0, 200) : null,
      fromAddress,
      to: message.to,
      cc: message.cc,
      subject,
      html,
      text,
      messageId,
      inReplyTo: message.answers[0] ?? null,
      attachments: keepReceivedFiles(tx, message.files, records),
      createdBy: null,
    });
    const entry = {
      type: 'email' as const,
      title: `Email received: ${subject}`.slice(0, 200),
      description: receivedDescription(text, message),
      email,
    };
    for (const record of records) recordActivity(tx, record, entry, null);
    await tx.flush();
    return { email, duplicate: false };
  });
}
