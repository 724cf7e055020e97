import type { PersonalDataSection } from '../records/personal-data.ts';

/** The opportunities the person is the contact of. */
export const opportunityPersonalData: PersonalDataSection[] = [
  {
    label: 'Opportunities',
    table: 'opportunities',
    about: 'r.contact_id = any(:contacts)',
    exported: [
      'id',
      'name',
      'stage',
      'amount',
      'expected_close_date',
      'description',
      'loss_reason',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    scrubbed: ['name', 'description', 'loss_reason'],
  },
];
