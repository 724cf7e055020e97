import type { EntityManager } from '@mikro-orm/postgresql';
import { evidencePath } from '../../../shared/routes.ts';
import type { Config } from '../../config.ts';
import { EvidenceRequest, EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  evidenceReminderMail,
  evidenceRequestMail,
  type EvidenceRequestSummary,
} from '../../mail/templates.ts';
import { generateSecret, sha256 } from '../auth/tokens.ts';

type EvidenceMailServices = { em: EntityManager; config: Pick<Config, 'appUrl'>; mailer: Mailer };

/** A sent, live request with its contact's address and what its mails say of it; null when there is nobody to mail. */
async function mailable(em: EntityManager, requestId: string) {
  const request = await em.findOne(
    EvidenceRequest,
    { id: requestId, sentAt: { $ne: null } },
    { populate: ['account', 'contact'] },
  );
  const to = request?.contact.deletedAt ? null : request?.contact.email;
  if (!request || !to) return null;
  const items = await em.find(EvidenceRequestItem, { request });
  const summary: EvidenceRequestSummary = {
    firstName: request.contact.firstName,
    accountName: request.account.name,
    title: request.title,
    dueDate: request.dueDate,
    items: items.length,
    missing: items.filter((item) => item.status === 'requested' || item.status === 'rejected').length,
  };
  return { request, to, summary };
}

/**
 * A new private link for the request: made here, in the mail job, so the token is only ever in
 * the mail (job rows are plain table rows); the request keeps its SHA-256 and the link before it
 * stops working. A retried send makes another (the earlier one was never received).
 */
async function newLink(em: EntityManager, config: Pick<Config, 'appUrl'>, requestId: string) {
  const token = generateSecret();
  await em.nativeUpdate(EvidenceRequest, { id: requestId }, { tokenHash: sha256(token) });
  return new URL(evidencePath(token), config.appUrl).toString();
}

/** The request's mail to its contact, with its private link. */
export async function sendEvidenceRequestMail(
  { em, config, mailer }: EvidenceMailServices,
  requestId: string,
): Promise<void> {
  const found = await mailable(em, requestId);
  if (!found) return;
  const link = await newLink(em, config, requestId);
  await mailer.send(evidenceRequestMail(found.to, found.summary, link));
}

/** A reminder `daysLeft` before the due date, with a new private link; none once nothing is missing. */
export async function sendEvidenceReminderMail(
  { em, config, mailer }: EvidenceMailServices,
  requestId: string,
  daysLeft: number,
): Promise<void> {
  const found = await mailable(em, requestId);
  if (!found || found.summary.missing === 0) return;
  const link = await newLink(em, config, requestId);
  await mailer.send(evidenceReminderMail(found.to, found.summary, daysLeft, link));
}
