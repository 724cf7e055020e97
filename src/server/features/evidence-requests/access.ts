import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../shared/compliance.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { EVIDENCE_REQUEST_NOT_FOUND, evidenceTokenSchema } from '../../../shared/schemas/evidence-request.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { EvidenceRequest } from '../../db/entities/evidence-request.ts';
import { AppError } from '../../errors.ts';
import { sha256 } from '../auth/tokens.ts';

/** How long after its due date a request's private link still opens it: late evidence is still welcome. */
export const LINK_DAYS_AFTER_DUE = 30;

/** The last day a request's private link opens it. */
export const linkValidUntil = (dueDate: string) => addDays(dueDate, LINK_DAYS_AFTER_DUE);

/**
 * The live request a private link's token opens, with its live account and contact: its hash is
 * the request's current one (a resend replaces it) and the link has not expired. Null for
 * anything else, malformed tokens included.
 */
export async function requestOfToken(em: EntityManager, token: string, today = businessToday()) {
  if (!evidenceTokenSchema.safeParse(token).success) return null;
  const request = await em.findOne(EvidenceRequest, { tokenHash: sha256(token) });
  if (!request || linkValidUntil(request.dueDate) < today) return null;
  const account = await em.findOne(Account, { id: request.account.id });
  const contact = await em.findOne(Contact, { id: request.contact.id });
  return account && contact ? { request, account, contact } : null;
}

/** As requestOfToken, or NOT_FOUND. */
export async function requestByToken(em: EntityManager, token: string, today = businessToday()) {
  const opened = await requestOfToken(em, token, today);
  if (!opened) throw new AppError('NOT_FOUND', EVIDENCE_REQUEST_NOT_FOUND);
  return opened;
}

/** Whether a private link opens a request (the page's 404 otherwise). */
export async function isEvidenceToken(em: EntityManager, token: string): Promise<boolean> {
  return (await requestOfToken(em, token)) !== null;
}
