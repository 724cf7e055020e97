import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeptAttachment } from '../../../shared/schemas/email.ts';
import type { Config } from '../../config.ts';
import { DocumentVersion } from '../../db/entities/document.ts';
import { Email } from '../../db/entities/email.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { quotePdfAttachment } from '../quotes/pdf-attachment.ts';

type DeliveryServices = {
  em: EntityManager;
  config: Pick<Config, 'mailReplyTo' | 'bank' | 'firm'>;
  mailer: Mailer;
  files: FileStore;
};

/** A document's version as it was attached, streamed from the store; null when it is gone. */
async function documentFile(
  em: EntityManager,
  files: FileStore,
  attachment: Extract<KeptAttachment, { kind: 'document' }>,
) {
  const version = await em.findOne(DocumentVersion, {
    document: attachment.documentId,
    number: attachment.version,
  });
  const stored = version && (await files.get(version.fileKey));
  if (!version || !stored) return null;
  return { filename: version.fileName, content: stored.body, contentType: version.contentType };
}

/** The files a message carries, made or read when it is sent (a quote's PDF, a document); one that is gone is left out. */
async function attachmentsOf(em: EntityManager, email: Email, { config, files }: DeliveryServices) {
  const attached: NonNullable<OutgoingMail['attachments']> = [];
  for (const attachment of email.attachments) {
    // A received file ('received') is never sent: only received messages hold one.
    const file =
      attachment.kind === 'quote'
        ? await quotePdfAttachment(em, attachment.quoteId, config)
        : attachment.kind === 'document'
          ? await documentFile(em, files, attachment)
          : null;
    if (file) attached.push(file);
  }
  return attached;
}

/**
 * Sends a queued message (a message already sent or no longer queued is left alone). A failed
 * try leaves it queued for the queue's retry; the last one marks it failed with the SMTP
 * server's answer, for 'Send again'.
 */
export async function deliverEmail(services: DeliveryServices, emailId: string, lastTry: boolean) {
  const { em, config, mailer } = services;
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
      attachments: await attachmentsOf(em, email, services),
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
