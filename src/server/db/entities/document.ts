import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { documentType } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { EvidenceRequestItem } from './evidence-request.ts';
import { Lead } from './lead.ts';
import { Opportunity } from './opportunity.ts';
import { Quote } from './quote.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { trigger } from './triggers.ts';
import { User } from './user.ts';

/** The expiry sort's key: soonest first, documents that never expire last. */
export const EXPIRY_KEY = `coalesce("expires_on", 'infinity'::date)`;

/**
 * A document (a policy, a certificate, an audit report) on exactly one lead, opportunity, account
 * or contact. Its files are its versions (`document_versions`); the newest is the current one.
 */
export const DocumentSchema = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(200),
    type: p.enum(documentType.values),
    expiresOn: p.date().nullable(),
    notes: p.text().nullable(),
    /** The current version's number and file, copied from its `document_versions` row for lists and History. */
    version: p.integer().default(1),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    size: p.bigint('number'),
    lead: () => p.manyToOne(Lead).nullable().deleteRule('cascade').index(),
    opportunity: () => p.manyToOne(Opportunity).nullable().deleteRule('cascade').index(),
    account: () => p.manyToOne(Account).nullable().deleteRule('cascade').index(),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('cascade').index(),
    /** The evidence request's item an evidence document was uploaded for, through the request's private link. */
    evidenceItem: () => p.manyToOne(EvidenceRequestItem).nullable().deleteRule('set null').index(),
    /** The accepted quote whose PDF this is (one document a quote). */
    quote: () => p.manyToOne(Quote).nullable().unique().deleteRule('set null'),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Title, notes and the name of the record it is on (migration `documents`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [
    sortIndex('documents', 'created_at', ['"created_at"']),
    sortIndex('documents', 'title', ['lower("title")']),
    sortIndex('documents', 'expiry', [EXPIRY_KEY]),
    searchTextIndex('documents'),
  ],
  triggers: [
    trigger(
      'documents_search_text',
      'before',
      ['insert', 'update'],
      'create trigger documents_search_text before insert or update of title, notes, lead_id, opportunity_id, account_id, contact_id on documents for each row execute function documents_search_text()',
    ),
  ],
  checks: [
    {
      name: 'documents_one_subject',
      expression: 'num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1',
    },
  ],
});

export class Document extends DocumentSchema.class {}
DocumentSchema.setClass(Document);

/**
 * One file of a document, numbered from 1; a new version replaces the current file and the older
 * ones stay listed. The bytes are in the file store under `fileKey`; the type was sniffed from them.
 */
export const DocumentVersionSchema = defineEntity({
  name: 'DocumentVersion',
  tableName: 'document_versions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    document: () => p.manyToOne(Document).deleteRule('cascade'),
    number: p.integer(),
    /** Indexed: the cleanup of files no record kept looks up whether one does (storage/pending-files.ts). */
    fileKey: p.string().length(100).index(),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    size: p.bigint('number'),
    uploadedBy: () => p.manyToOne(User).fieldName('uploaded_by').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
  uniques: [{ properties: ['document', 'number'] }],
});

export class DocumentVersion extends DocumentVersionSchema.class {}
DocumentVersionSchema.setClass(DocumentVersion);
