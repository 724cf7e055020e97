import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { emailStatus } from '../../../shared/enums.ts';
import type { KeptAttachment } from '../../../shared/schemas/email.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { trigger } from './triggers.ts';
import { User } from './user.ts';

/**
 * A message written in the CRM (queued, then sent or failed) or received by the inbound listener.
 * The records it concerns are its activities (activities.email_id), one per record.
 */
export const EmailSchema = defineEntity({
  name: 'Email',
  tableName: 'emails',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    status: p.enum(emailStatus.values),
    fromName: p.string().length(200).nullable(),
    fromAddress: p.string().length(254),
    to: p.array().default([]),
    cc: p.array().default([]),
    subject: p.string().length(300),
    /** Sanitised HTML (sanitize.ts): the only HTML of a message that is ever stored or shown. */
    html: p.text(),
    text: p.text(),
    /** The RFC 5322 Message-ID, with its angle brackets: ours for a sent message, the sender's for a received one. */
    messageId: p.string().length(998).unique(),
    inReplyTo: p.string().length(998).nullable(),
    attachments: p.json<KeptAttachment[]>().default([]),
    /** Why the last try to send failed (the SMTP server's answer). */
    failureReason: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Subject, sender and recipients (migration `emails`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [
    sortIndex('emails', 'created_at', ['"created_at"']),
    searchTextIndex('emails'),
    // Whether a message holds a file (storage/pending-files.ts: the cleanup of files no record kept).
    {
      name: 'emails_attachments_index',
      expression:
        'create index "emails_attachments_index" on "emails" using gin ("attachments" jsonb_path_ops)',
    },
  ],
  triggers: [
    trigger(
      'emails_search_text',
      'before',
      ['insert', 'update'],
      'create trigger emails_search_text before insert or update on emails for each row execute function emails_search_text()',
    ),
  ],
});

export class Email extends EmailSchema.class {}
EmailSchema.setClass(Email);
