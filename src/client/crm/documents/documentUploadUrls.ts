import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';

/** `POST /documents?subject=&subjectId=&name=`: a new document on a record. */
export function newDocumentUrl(record: ActivitySubjectInput, file: File): string {
  const query = new URLSearchParams({
    subject: record.subject,
    subjectId: record.subjectId,
    name: file.name,
  });
  return `/documents?${query.toString()}`;
}

/** `POST /documents/<id>/versions?name=`: a new version of a document. */
export function newVersionUrl(documentId: string, file: File): string {
  return `/documents/${encodeURIComponent(documentId)}/versions?${new URLSearchParams({ name: file.name }).toString()}`;
}
