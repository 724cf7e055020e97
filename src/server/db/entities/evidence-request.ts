import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { evidenceItemStatus } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { trigger } from './triggers.ts';
import { User } from './user.ts';

/** What staff ask an account's contact to upload before an audit, by a due date, through a private link. */
export const EvidenceRequestSchema = defineEntity({
  name: 'EvidenceRequest',
  tableName: 'evidence_requests',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(200),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    contact: () => p.manyToOne(Contact).deleteRule('cascade').index(),
    dueDate: p.date(),
    /** SHA-256 of the private link's token; the token itself is only ever in the mail. */
    tokenHash: p.blob().nullable().unique().hidden(),
    sentAt: p.datetime().nullable(),
    /**
     * The due date each reminder was made for (the mail 7 days and 1 day before, the owner's task
     * once overdue): made once per due date, so a rerun of the daily job makes none again, and a
     * moved due date gets its own.
     */
    weekReminderFor: p.date().nullable(),
    dayReminderFor: p.date().nullable(),
    overdueTaskFor: p.date().nullable(),
    items: () => p.oneToMany(EvidenceRequestItem).mappedBy('request').orderBy({ position: 'asc' }),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** The title (migration `evidence_requests`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [
    sortIndex('evidence_requests', 'due', ['"due_date"']),
    sortIndex('evidence_requests', 'created_at', ['"created_at"']),
    searchTextIndex('evidence_requests'),
  ],
  triggers: [
    trigger(
      'evidence_requests_search_text',
      'before',
      ['insert', 'update'],
      'create trigger evidence_requests_search_text before insert or update of title on evidence_requests for each row execute function evidence_requests_search_text()',
    ),
  ],
});

export class EvidenceRequest extends EvidenceRequestSchema.class {}
EvidenceRequestSchema.setClass(EvidenceRequest);

/** One document an evidence request asks for, where it is, and what staff said of it. */
export const EvidenceRequestItemSchema = defineEntity({
  name: 'EvidenceRequestItem',
  tableName: 'evidence_request_items',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    request: () => p.manyToOne(EvidenceRequest).deleteRule('cascade'),
    position: p.integer(),
    title: p.string().length(300),
    standard: p.string().length(300).nullable(),
    status: p.enum(evidenceItemStatus.values).default('requested'),
    staffComment: p.text().nullable(),
    ...timestamps(),
  },
  uniques: [{ properties: ['request', 'position'] }],
});

export class EvidenceRequestItem extends EvidenceRequestItemSchema.class {}
EvidenceRequestItemSchema.setClass(EvidenceRequestItem);
