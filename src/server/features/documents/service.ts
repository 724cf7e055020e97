import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentUpload } from '../../../shared/schemas/document.ts';
import type { DocumentType, SystemActor } from '../../../shared/enums.ts';
import type { Account } from '../../db/entities/account.ts';
import type { Contact } from '../../db/entities/contact.ts';
import type { Lead } from '../../db/entities/lead.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import type { Quote } from '../../db/entities/quote.ts';
import { Document, DocumentVersion } from '../../db/entities/document.ts';
import type { EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import { AppError } from '../../errors.ts';
import { createRecord } from '../records/create-record.ts';
import type { RecordContext } from '../records/record-type.ts';
import { recordService } from '../records/record-service.ts';
import { addVersion, documentType, type DocumentFile } from './document-type.ts';

export const documentService = recordService(documentType);

/** A file name without its extension, as a new document's title. */
export function titleOf(fileName: string): string {
  return (fileName.replace(/\.[^.]{1,10}$/, '').trim() || fileName).slice(0, 200);
}

/** A new document of an uploaded file, titled by its name, on the upload's record. */
export function createDocument(ctx: RecordContext, upload: DocumentUpload, file: DocumentFile) {
  return documentService.create(ctx, { ...upload, title: titleOf(file.fileName), file });
}

/** The one record a document the system makes is on, and for evidence the item it answers. */
export type ReceivedDocumentPlace =
  | { account: Account; evidenceItem?: EvidenceRequestItem; quote?: Quote }
  | { contact: Contact }
  | { lead: Lead }
  | { opportunity: Opportunity };

/**
 * A file that came with nobody signed in (through an evidence request's private link, attached
 * to a mail to the inbound address, an accepted quote's PDF): a document titled by its file name on one record, made
 * through the kit in the caller's transaction by that system actor.
 */
export function createReceivedDocument(
  tx: EntityManager,
  place: ReceivedDocumentPlace,
  type: DocumentType,
  file: DocumentFile,
  by: SystemActor,
) {
  const { fileName, contentType, size } = file;
  const document = createRecord(
    tx,
    Document,
    { title: titleOf(fileName), type, ...place, fileName, contentType, size },
    by,
  );
  addVersion(tx, document, 1, file, null);
  return document;
}

/** A new version of a live document: it becomes the current file; the older ones stay listed. */
export function addDocumentVersion(ctx: RecordContext, id: string, file: DocumentFile) {
  return documentService.change(ctx, id, (tx, document) => {
    addVersion(tx, document, document.version + 1, file, ctx.user);
  });
}

/** A live document's current version, or the numbered one, with its key in the store: NOT_FOUND otherwise. */
export async function documentVersion(ctx: RecordContext, id: string, number: number | undefined) {
  const document = await documentService.byId(ctx, id);
  const version = await ctx.em.findOne(DocumentVersion, { document: id, number: number ?? document.version });
  if (!version) throw new AppError('NOT_FOUND', 'Version not found');
  return version;
}
