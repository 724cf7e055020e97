import { onPersonsSubjects, type PersonalDataSection } from '../records/personal-data.ts';

/**
 * Emails on the person, their leads or their opportunities, and any from or to one of their
 * addresses. On erasure their addresses, names and text lose the person's names, emails and
 * phone numbers; the messages stay (what was sent, when, by whom).
 */
const aboutEmail = `(r.id in (select r.email_id from activities r where r.email_id is not null and ${onPersonsSubjects})
  or exists (select 1 from contacts c cross join unnest(array[r.from_address] || r."to" || r.cc) as a(address)
    where c.id = any(:contacts) and lower(a.address) in (lower(c.email), lower(c.personal_email))))`;

export const emailPersonalData: PersonalDataSection[] = [
  {
    label: 'Emails',
    table: 'emails',
    // `r` is the activity inside the first brackets, the email elsewhere.
    about: aboutEmail,
    exported: [
      'id',
      'status',
      'from_name',
      'from_address',
      'to',
      'cc',
      'subject',
      'text',
      'attachments',
      'sent_at',
      'created_at',
      'deleted_at',
    ],
    scrubbed: [
      'from_name',
      'from_address',
      'to',
      'cc',
      'subject',
      'html',
      'text',
      'attachments',
      'failure_reason',
    ],
  }, // The conversation entries of those emails on other records (an account's, copied to the person).
  {
    label: 'Email activities',
    table: 'activities',
    about: `r.email_id in (select r.id from emails r where ${aboutEmail})`,
    exported: [],
    scrubbed: ['title', 'description'],
    history: false,
  },
];
