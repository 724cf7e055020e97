import { onPersonsSubjects, type PersonalDataSection } from '../records/personal-data.ts';

/** Tasks on the person, their leads or their opportunities. */
export const taskPersonalData: PersonalDataSection[] = [
  {
    label: 'Tasks',
    table: 'tasks',
    about: onPersonsSubjects,
    exported: [
      'id',
      'title',
      'due_date',
      'status',
      'notes',
      'lead_id',
      'opportunity_id',
      'contact_id',
      'created_at',
      'deleted_at',
    ],
    scrubbed: ['title', 'notes'],
  },
];
