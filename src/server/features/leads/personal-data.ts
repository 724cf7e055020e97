import type { PersonalDataSection } from '../records/personal-data.ts';

const about = 'r.contact_id = any(:contacts)';

/**
 * The person's leads, and the website's contact-form submissions among them (`form_data`, what
 * the form sent); on erasure the form keeps only which form it was.
 */
export const leadPersonalData: PersonalDataSection[] = [
  {
    label: 'Leads',
    table: 'leads',
    about,
    exported: [
      'id',
      'title',
      'status',
      'source',
      'enquiry_type',
      'description',
      'enquiry_details',
      'business_impact',
      'competitors',
      'next_action',
      'pain_points',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    identifying: ["r.form_data->>'name'", "r.form_data->>'email'", "r.form_data->>'phone'"],
    erased: {
      form_data: `case when r.form_data is null then null else jsonb_build_object('formType', r.form_data->'formType') end`,
    },
    scrubbed: [
      'title',
      'description',
      'enquiry_details',
      'business_impact',
      'competitors',
      'next_action',
      'budget_range',
      'decision_timeline',
    ],
  },
  {
    label: 'Contact-form submissions',
    table: 'leads',
    about: `${about} and r.form_data is not null`,
    exported: ['id', 'created_at', 'form_data'],
    history: false,
  },
];
