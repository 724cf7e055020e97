import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Email as ParsedEmail } from 'postal-mime';
import { Activity } from '../../db/entities/activity.ts';
import { Email } from '../../db/entities/email.ts';
import { plainTextOf, sanitizeBody } from '../../mail/sanitize.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { ActivityTarget } from '../records/subjects.ts';
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

/** The Message-IDs a reply names: In-Reply-To first, then References. */
function referencedIds(parsed: ParsedEmail): string[] {
  return [parsed.inReplyTo, parsed.references]
    .flatMap((header) => header?.match(/<[^<>\s]+>/g) ?? [])
    .slice(0, 100);
}

/** What the sender's server said of SPF or DKIM ('pass', 'fail', …), when it said so. */
function authenticationResult(parsed: ParsedEmail): string | null {
  const header = parsed.headers.find((h) => h.key === 'received-spf' || h.key === 'authentication-results');
  if (!header) return null;
  const spf = /spf=(\w+)/i.exec(header.value)?.[1] ?? /^\s*(\w+)/.exec(header.value)?.[1];
  return spf ? `SPF: ${spf.toLowerCase()}` : null;
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

/**
 * Logs a message the inbound listener accepted, in one transaction: the message (received, its
 * HTML through the same allowlist as outgoing bodies) and an email activity on every record of
 * the thread it answers, else of the sender's contacts. A message no record matches is kept
 * without activities: the unmatched mail. The same Message-ID delivered twice is logged once.
 */
export async function receiveEmail(em: EntityManager, parsed: ParsedEmail, envelopeFrom: string) {
  const from = parsed.from?.address ? parsed.from : { name: '', address: envelopeFrom };
  const fromAddress = (from.address ?? envelopeFrom).slice(0, 254);
  const html = parsed.html ? sanitizeBody(parsed.html) : htmlOfText(parsed.text ?? '');
  const text = parsed.html ? plainTextOf(html) : (parsed.text ?? '').trim();
  const messageId = (parsed.messageId ?? `<${randomUUID()}@inbound.invalid>`).slice(0, 998);
  const referenced = referencedIds(parsed);
  const subject = (parsed.subject ?? '').slice(0, 300);
  const spf = authenticationResult(parsed);
  return em.transactional(async (tx) => {
    const known = await tx.findOne(Email, { messageId }, { filters: false });
    if (known) return known;
    const email = tx.create(Email, {
      status: 'received',
      fromName: from.name ? from.name.slice(0, 200) : null,
      fromAddress,
      to: (parsed.to ?? []).flatMap((to) => (to.address ? [to.address] : [])),
      cc: (parsed.cc ?? []).flatMap((cc) => (cc.address ? [cc.address] : [])),
      subject,
      html,
      text,
      messageId,
      inReplyTo: referenced[0] ?? null,
      createdBy: null,
    });
    const thread = await threadRecords(tx, referenced);
    const records = thread.length > 0 ? thread : await senderRecords(tx, fromAddress);
    const entry = {
      type: 'email' as const,
      title: `Email received: ${subject}`.slice(0, 200),
      description: spf ? `${text}\n\n${spf}` : text,
      email,
    };
    for (const record of records) recordActivity(tx, record, entry, null);
    await tx.flush();
    return email;
  });
}
