import { onPersonsSubjects, type PersonalDataSection } from '../records/personal-data.ts';

/**
 * Documents on the person, their leads or their opportunities (an account's documents are the
 * business's), and each version's file. On erasure they are deleted, files and all.
 */
export const documentPersonalData: PersonalDataSection[] = [
  {
    label: 'Documents',
    table: 'documents',
    about: onPersonsSubjects,
    exported: [
      'id',
      'title',
      'type',
      'expires_on',
      'notes',
      'version',
      'file_name',
      'lead_id',
      'opportunity_id',
      'contact_id',
      'created_at',
      'deleted_at',
    ],
    deleted: true,
  },
  {
    label: 'Document files',
    table: 'document_versions',
    // `r` is the document inside the brackets, the version outside them.
    about: `r.document_id in (select r.id from documents r where ${onPersonsSubjects})`,
    exported: ['id', 'document_id', 'number', 'file_name', 'content_type', 'size', 'created_at'],
    history: false,
    file: { key: 'r.file_key', name: 'r.file_name' },
  },
];
