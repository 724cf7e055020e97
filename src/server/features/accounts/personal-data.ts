import type { PersonalDataSection } from '../records/personal-data.ts';

/** The person's account is the business's, not theirs (not exported), but its notes may name them. */
export const accountPersonalData: PersonalDataSection[] = [
  {
    label: 'Account',
    table: 'accounts',
    about: 'r.id in (select account_id from contacts where id = any(:contacts))',
    exported: [],
    scrubbed: ['notes'],
    history: false,
  },
];
