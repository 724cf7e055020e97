import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentType } from '../../../shared/enums.ts';
import { addDays } from '../../../shared/compliance.ts';
import { businessToday } from '../../../shared/quarters.ts';
import {
  EXPIRING_SOON_DAYS,
  type DocumentListInput,
  type DocumentValues,
} from '../../../shared/schemas/document.ts';
import { Document, DocumentVersion } from '../../db/entities/document.ts';
import type { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';
import { keepFile } from '../../storage/pending-files.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { shareLocked } from '../records/parties.ts';
import { syncDocumentExpiryTask } from './expiry-task.ts';
import { ascending, newestFirst } from '../records/list-query.ts';
import type { ListQuery, ListRow, RecordList, RecordType } from '../records/record-type.ts';
import { staffNameColumn } from '../records/staff.ts';
import {
  liveTarget,
  noSubject,
  onSubject,
  subjectColumns,
  type SubjectColumns,
} from '../records/subjects.ts';

/** The columns a document list reads besides its own: the record it is on and who uploaded it. */
type DocumentColumns = SubjectColumns & { created_by_name: string | null };

/** A document as lists and its detail show it: its fields, its current file, its record, who and when. */
export function toDocumentRow(row: ListRow<Document, DocumentColumns>) {
  const type: DocumentType = row.type;
  return {
    id: row.id,
    title: row.title,
    type,
    expiresOn: row.expiresOn ?? null,
    notes: row.notes ?? null,
    version: row.version,
    fileName: row.fileName,
    contentType: row.contentType,
    size: Number(row.size),
    subject: row.subject,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    createdById: (row.createdBy as string | null | undefined) ?? null,
    createdByName: row.created_by_name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type DocumentRow = ReturnType<typeof toDocumentRow>;

function selectDocument(qb: ListQuery<Document>) {
  return qb.select([...subjectColumns, staffNameColumn('created_by', 'created_by_name')]);
}

const documentList: RecordList<Document, DocumentRow, DocumentListInput, DocumentColumns> = {
  query: (qb, _em, { type, subject, subjectId, expiringSoon }) => {
    selectDocument(qb);
    if (type) qb.andWhere({ type });
    if (subject) qb.andWhere(...onSubject(subject, subjectId));
    if (expiringSoon)
      // Documents already expired are in it too: those are the ones an audit trips on.
      qb.andWhere({ expiresOn: { $ne: null, $lte: addDays(businessToday(), EXPIRING_SOON_DAYS) } });
  },
  sorts: {
    newest: newestFirst,
    title: ascending('lower(r.title)'),
    expiry: ascending("coalesce(r.expires_on, 'infinity'::date)"),
  },
  toRow: toDocumentRow,
};

/** One version of a document as its detail lists them, newest first. */
function toVersionRow(version: DocumentVersion) {
  return {
    id: version.id,
    number: version.number,
    fileName: version.fileName,
    contentType: version.contentType,
    size: Number(version.size),
    uploadedById: version.uploadedBy?.id ?? null,
    createdAt: version.createdAt,
  };
}
export type DocumentVersionRow = ReturnType<typeof toVersionRow>;

/** One live document with every version of it, newest first. */
async function readDocument(em: EntityManager, id: string) {
  const qb = selectDocument(em.createQueryBuilder(Document, 'r')).addSelect('r.*').andWhere({ id });
  await qb.applyFilters();
  const [row] = await qb.execute<ListRow<Document, DocumentColumns>[]>('all');
  if (!row) return null;
  const versions = await em.find(DocumentVersion, { document: id }, { orderBy: { number: 'desc' } });
  return { ...toDocumentRow(row), versions: versions.map(toVersionRow) };
}
export type DocumentDetail = NonNullable<Awaited<ReturnType<typeof readDocument>>>;

/** The document's own fields and the live record it is on (share-locked until the save ends). */
async function documentFields(tx: EntityManager, values: DocumentValues) {
  const target = await liveTarget(tx, values, shareLocked);
  return {
    title: values.title,
    type: values.type,
    expiresOn: values.expiresOn,
    notes: values.notes,
    ...noSubject,
    ...target,
  };
}

/** A file in the file store as a document's version holds it: its key, cleaned name, sniffed type and size. */
export type DocumentFile = UploadedFile;

/** The values a document is made from: its fields and its first file, which only the server gives. */
export type NewDocumentValues = DocumentValues & { file?: DocumentFile };

/** A document's next version (the first when it is new) of a stored file, by whom. */
export function addVersion(
  tx: EntityManager,
  document: Document,
  number: number,
  file: DocumentFile,
  by: User | null,
) {
  tx.create(DocumentVersion, { document, number, ...file, uploadedBy: by });
  keepFile(tx, file.fileKey);
  tx.assign(document, { version: number, ...fileColumns(file) });
}

const fileColumns = ({ fileName, contentType, size }: DocumentFile) => ({ fileName, contentType, size });

/**
 * Documents: files on one lead, opportunity, account or contact. Their own rules: that record
 * must be live, and a document is made only with its first file (the upload route and the
 * accepted quote's PDF give it; the form's values never carry one).
 */
export const documentType: RecordType<
  Document,
  NewDocumentValues,
  DocumentRow,
  DocumentListInput,
  DocumentColumns,
  DocumentDetail
> = {
  label: 'Document',
  entity: Document,
  list: documentList,
  read: readDocument,
  async create(tx, values, user) {
    const { file } = values;
    if (!file) throw fieldError('file', 'Please upload a file');
    const document = tx.create(Document, { ...(await documentFields(tx, values)), ...fileColumns(file) });
    addVersion(tx, document, 1, file, user);
    await syncDocumentExpiryTask(tx, document, user);
    return document;
  },
  async update(tx, document, values, user) {
    tx.assign(document, await documentFields(tx, values));
    await syncDocumentExpiryTask(tx, document, user);
  },
  deletedOrRestored: syncDocumentExpiryTask,
};
