import { Badge } from '@mantine/core';
import { activitySubject, documentType } from '../../../shared/enums.ts';
import { documentInputSchema } from '../../../shared/schemas/document.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { DocumentDetail } from './DocumentDetail.tsx';
import { DocumentFields } from './DocumentFields.tsx';
import { DocumentFilters, documentFiltersFromUrl } from './DocumentFilters.tsx';
import { documentFormValues } from './documentFormValues.ts';

/** Documents in the record kit, at /crm/documents: uploaded on their records, edited and deleted here. */
export const documentRecords: RecordTypeConfig<'documents', typeof documentInputSchema> = {
  path: 'documents',
  singular: 'Document',
  plural: 'documents',
  list: {
    sorts: [
      { value: 'newest', label: 'Newest first' },
      { value: 'title', label: 'Title' },
      { value: 'expiry', label: 'Soonest expiry' },
    ],
    Card: DocumentCard,
    filters: { fromUrl: documentFiltersFromUrl, Controls: DocumentFilters },
  },
  detail: {
    header: (document) => ({
      title: document.title,
      subtitle: `${activitySubject.label(document.subject)}: ${document.subjectName ?? 'Unnamed'}`,
      badges: <Badge variant="light">{documentType.label(document.type)}</Badge>,
    }),
    Sections: DocumentDetail,
  },
  form: { schema: documentInputSchema, values: documentFormValues, Fields: DocumentFields, editOnly: true },
};
