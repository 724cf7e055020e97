import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { Email } from '../../db/entities/email.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { quotePdfAttachment } from '../quotes/pdf-attachment.ts';

type DeliveryServices = { em: EntityManager; config: Pick<Config, 'mailReplyTo' | 'bank'>; mailer: Mailer };

/** The files a message carries, made when it is sent (a quote's PDF); one that is gone is left out. */
async function attachmentsOf(em: EntityManager, email: Email, config: Pick<Config, 'bank'>) {
  const files: NonNullable<OutgoingMail['attachments']> = [];
  for (const attachment of email.attachments) {
    const file = await quotePdfAttachment(em, attachment.quoteId, config.bank);
    if (file) files.push(file);
  }
  return files;
}

/**
 * Sends a queued message (a message already sent or no longer queued is left alone). A failed
 * try leaves it queued for the queue's retry; the last one marks it failed with the SMTP
 * server's answer, for 'Send again'.
 */
export async function deliverEmail(
  { em, config, mailer }: DeliveryServices,
  emailId: string,
  lastTry: boolean,
) {
  const email = await em.findOne(Email, { id: emailId });
  if (!email || email.status !== 'queued') return;
  try {
    await mailer.send({
      from: { name: email.fromName ?? '', address: email.fromAddress },
      to: email.to.join(', '),
      cc: email.cc,
      ...(config.mailReplyTo ? { replyTo: config.mailReplyTo } : {}),
      messageId: email.messageId,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: await attachmentsOf(em, email, config),
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await em.nativeUpdate(
      Email,
      { id: emailId },
      lastTry ? { status: 'failed', failureReason: reason } : { failureReason: reason },
    );
    if (lastTry) return;
    throw error;
  }
  await em.nativeUpdate(Email, { id: emailId }, { status: 'sent', sentAt: new Date(), failureReason: null });
}
