import type { DocumentInput, documentInputSchema } from '../../../shared/schemas/document.ts';
import type { RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';

export type DocumentFormApi = RecordForm<typeof documentInputSchema>;

type Document = RouterOutputs['documents']['byId'];

/** The document's own fields (a document is only edited: its upload makes it). */
export function documentFormValues(document: Document | null): DocumentInput {
  return {
    title: document?.title ?? '',
    type: document?.type ?? 'other',
    expiresOn: document?.expiresOn ?? '',
    notes: document?.notes ?? '',
    subject: document?.subject ?? 'account',
    subjectId: document?.subjectId ?? '',
  };
}
