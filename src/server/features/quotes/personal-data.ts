import { ERASED_NAME, type PersonalDataSection } from '../records/personal-data.ts';

/**
 * The person's accepted quotes. Erasure de-identifies them: the amounts, the business and the
 * terms accepted are kept (records the firm keeps for 7 years), who accepted them is not.
 */
export const quotePersonalData: PersonalDataSection[] = [
  {
    label: 'Quotes',
    table: 'quotes',
    about: 'r.contact_id = any(:contacts)',
    exported: [
      'id',
      'number',
      'status',
      'prospect_name',
      'prospect_email',
      'prospect_phone',
      'business_name',
      'total_cents',
      'accepted_at',
      'terms_version',
      'user_agent',
      'created_at',
    ],
    identifying: ['r.prospect_name', 'r.prospect_email', 'r.prospect_phone'],
    erased: {
      prospect_name: `'${ERASED_NAME}'`,
      prospect_email: `'erased@invalid'`,
      prospect_phone: `''`,
      user_agent: `''`,
    },
    scrubbed: ['business_name', 'existing_provider_details'],
  },
];
