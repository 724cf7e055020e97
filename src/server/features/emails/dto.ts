import type { Email } from '../../db/entities/email.ts';

/** A message as the CRM shows it: its status, addresses, sanitised body and why it failed. */
export function toEmailDto(email: Omit<Email, 'searchText'>, byName: string | null) {
  return {
    id: email.id,
    status: email.status,
    fromName: email.fromName ?? null,
    fromAddress: email.fromAddress,
    to: email.to,
    cc: email.cc,
    subject: email.subject,
    html: email.html,
    // A held file's key in the store stays on the server.
    attachments: email.attachments.map((attachment) =>
      attachment.kind === 'received' ? { kind: attachment.kind, fileName: attachment.fileName } : attachment,
    ),
    failureReason: email.failureReason ?? null,
    sentAt: email.sentAt ?? null,
    createdAt: email.createdAt,
    byName,
  };
}

export type EmailDto = ReturnType<typeof toEmailDto>;
