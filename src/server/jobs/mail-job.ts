import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../shared/format.ts';
import {
  crmBackupsPath,
  crmBasePath,
  crmConfirmPath,
  crmInvitationPath,
  crmTeamPath,
} from '../../shared/routes.ts';
import type { Config } from '../config.ts';
import { Profile } from '../db/entities/profile.ts';
import { SignUp } from '../db/entities/sign-up.ts';
import { User } from '../db/entities/user.ts';
import { mayMail } from '../features/auth/mail-throttle.ts';
import { sendPasswordChangedMail, sendPasswordResetMail } from '../features/auth/password-mails.ts';
import { generateSecret, sha256 } from '../features/auth/tokens.ts';
import { sendEnquiryRoutedMail } from '../features/enquiry-routing/enquiry-mail.ts';
import {
  sendEvidenceReminderMail,
  sendEvidenceRequestMail,
} from '../features/evidence-requests/evidence-mails.ts';
import { sendQuoteToProspect, sendQuoteToStaff } from '../features/quotes/quote-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  approvalRequestMail,
  backupFailedMail,
  confirmationMail,
  existingAccountMail,
  invitationMail,
} from '../mail/templates.ts';
import { sendTaskDigest, type TaskDigestJob } from './task-digest.ts';

/** What a mail job names; never a token or a link (job rows are plain table rows). */
export type MailJob =
  | { kind: 'sign-up'; signUpId: string }
  | { kind: 'approval-request'; email?: string }
  | { kind: 'password-reset'; resetId: string }
  | { kind: 'password-changed'; userId: string }
  | { kind: 'quote-to-prospect'; quoteId: string }
  | { kind: 'quote-to-staff'; quoteId: string }
  | { kind: 'enquiry-routed'; leadId: string; to: string }
  | { kind: 'evidence-request'; requestId: string }
  | { kind: 'evidence-reminder'; requestId: string; daysLeft: number }
  | TaskDigestJob
  | { kind: 'backup-failed'; reason: string };

type MailServices = { em: EntityManager; config: Pick<Config, 'appUrl' | 'bank'>; mailer: Mailer };

const linkTo = (config: Pick<Config, 'appUrl'>, path: string, token?: string) =>
  new URL(token ? `${path}?token=${encodeURIComponent(token)}` : path, config.appUrl).toString();

/**
 * A sign-up or invitation's mail. The token is made here, outside the request, and only its
 * SHA-256 is stored. An address that already has an account gets a notice instead, and its
 * sign-up is dropped. At most one mail a minute reaches an address; a throttled sign-up is
 * dropped, but never a retry of a send that failed (the queue tries again with backoff).
 */
async function signUpMail({ em, config, mailer }: MailServices, signUpId: string): Promise<void> {
  const signUp = await em.findOne(SignUp, { id: signUpId });
  if (!signUp) return;
  const existing = await em.findOne(User, { email: signUp.email });
  // A retry (an earlier try made a token, then the send failed) already passed the throttle.
  const retrying = signUp.tokenHash !== null;
  if (existing || !(retrying || (await mayMail(em, signUp.email)))) {
    await em.nativeDelete(SignUp, { id: signUpId });
    if (existing && !signUp.invitedRole && (await mayMail(em, signUp.email)))
      await mailer.send(existingAccountMail(signUp.email, linkTo(config, crmBasePath)));
    return;
  }
  const token = generateSecret();
  await em.nativeUpdate(SignUp, { id: signUpId }, { tokenHash: sha256(token) });
  await mailer.send(
    signUp.invitedRole
      ? invitationMail(signUp.email, linkTo(config, crmInvitationPath, token))
      : confirmationMail(signUp.email, linkTo(config, crmConfirmPath, token)),
  );
}

/** Tells every active admin who waits for approval on the Team page (a job queued before names were sent has none). */
async function approvalRequest({ em, config, mailer }: MailServices, email?: string): Promise<void> {
  const waiting = email ? await em.findOne(Profile, { user: { email } }) : null;
  const who = email ? { name: waiting ? fullName(waiting) : null, email } : null;
  const admins = await em.find(Profile, { role: 'admin', status: 'active' }, { populate: ['user'] });
  for (const admin of admins)
    await mailer.send(approvalRequestMail(admin.user.email, linkTo(config, crmTeamPath), who));
}

/** Tells every active admin that a backup failed. */
async function backupFailed({ em, config, mailer }: MailServices, reason: string): Promise<void> {
  const admins = await em.find(Profile, { role: 'admin', status: 'active' }, { populate: ['user'] });
  for (const admin of admins)
    await mailer.send(backupFailedMail(admin.user.email, reason, linkTo(config, crmBackupsPath)));
}

export async function runMailJob(services: MailServices, job: MailJob): Promise<void> {
  switch (job.kind) {
    case 'sign-up':
      return signUpMail(services, job.signUpId);
    case 'approval-request':
      return approvalRequest(services, job.email);
    case 'password-reset':
      return sendPasswordResetMail(services, job.resetId);
    case 'password-changed':
      return sendPasswordChangedMail(services, job.userId);
    case 'quote-to-prospect':
      return sendQuoteToProspect(services, job.quoteId);
    case 'quote-to-staff':
      return sendQuoteToStaff(services, job.quoteId);
    case 'enquiry-routed':
      return sendEnquiryRoutedMail(services, job.leadId, job.to);
    case 'evidence-request':
      return sendEvidenceRequestMail(services, job.requestId);
    case 'evidence-reminder':
      return sendEvidenceReminderMail(services, job.requestId, job.daysLeft);
    case 'task-digest':
      return sendTaskDigest(services, job);
    case 'backup-failed':
      return backupFailed(services, job.reason);
  }
}
