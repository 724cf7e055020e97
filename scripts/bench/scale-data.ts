/**
 * The scale data set of `npm run seed:scale` and `npm run bench`: for N leads, N/5 accounts,
 * N/2 contacts, 3N activities, N/5 opportunities (each converted from a lead) and N/5 compliance
 * tasks (one per account; half the accounts have a registration expiry date), leads from every
 * source and three in four assigned, made in SQL from N alone (ids are md5 of the row number), so
 * every run makes the same rows. Titles name an audit in half of the leads; each description
 * holds a reference (`REF-0004217`) that one lead has; one contact in 40 is a Nguyen.
 */
import type pg from 'pg';

const CRM_TABLES = [
  'notifications',
  'tasks',
  'activities',
  'quotes',
  'opportunities',
  'lead_assignments',
  'notes',
  'leads',
  'contacts',
  'accounts',
  'lead_totals',
];
/** Kept by triggers as the rows go in: emptied with the records, their indexes (the triggers' `on conflict` targets) kept. */
const SUMMARY_TABLES = ['report_lead_days', 'report_activity_days'];
const SEED_EMAIL = 'scale-data@example.invalid';

export type ScaleCounts = {
  accounts: number;
  contacts: number;
  leads: number;
  activities: number;
  opportunities: number;
};

export function scaleCounts(leads: number): ScaleCounts {
  return {
    accounts: Math.max(1, Math.round(leads / 5)),
    contacts: Math.max(1, Math.round(leads / 2)),
    leads,
    activities: leads * 3,
    opportunities: Math.max(1, Math.round(leads / 5)),
  };
}

/** The reference in lead `i`'s description, which no other lead's has. */
export function leadReference(i: number): string {
  return `REF-${String(i).padStart(7, '0')}`;
}

export class ForeignDataError extends Error {
  override name = 'ForeignDataError';
}

/** Whether the database holds accounts, contacts or leads that this seed did not make. */
async function holdsOtherData(client: pg.Client): Promise<boolean> {
  const foreign = (table: string) =>
    `exists (select 1 from ${table} where created_by is distinct from (select id from users where email = $1))`;
  const rows = await client.query<{ any: boolean }>(
    `select ${['accounts', 'contacts', 'leads', 'opportunities'].map(foreign).join(' or ')} as any`,
    [SEED_EMAIL],
  );
  return Boolean(rows.rows[0]?.any);
}

/** A valid (version 4 shaped) uuid made from the md5 of a SQL text expression: the same every run. */
const uuid = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const list = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;
const pick = (values: string[], index: string) => `(${list(values)})[1 + (${index}) % ${values.length}]`;

const PLACES = [
  'Sunrise',
  'Harbour',
  'Riverside',
  'Eastern',
  'Coastal',
  'Summit',
  'Valley',
  'Northern',
  'Bayside',
  'Golden',
];
const KINDS = ['Care', 'Support', 'Ability', 'Health', 'Living', 'Community', 'Allied Health', 'Disability'];
const SUFFIXES = ['Services', 'Group', 'Partners', 'Collective', 'Co-op'];
const INDUSTRIES = [
  'Supported independent living',
  'Early childhood',
  'Community participation',
  'Support coordination',
  'Therapy',
];
const FIRST = [
  'Olivia',
  'Liam',
  'Charlotte',
  'Noah',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Oliver',
  'Ava',
  'Henry',
  'Grace',
  'Leo',
  'Chloe',
  'Lucas',
  'Zoe',
  'Thomas',
  'Ruby',
  'James',
];
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  'Turner',
  'Scott',
  'Baker',
  'Young',
  'Allen',
];
const POSITIONS = ['Director', 'Operations Manager', 'Quality Lead', 'Practice Manager', 'Coordinator'];
const TITLES = [
  'NDIS audit preparation',
  'Registration enquiry',
  'Mid-term audit support',
  'Policy and procedure review',
  'Verification audit',
  'Support coordination setup',
  'Certification audit help',
  'Ongoing compliance support',
];
const STATUSES = [
  'new',
  'contacted',
  'qualified',
  'proposal_sent',
  'negotiation',
  'closed_won',
  'closed_lost',
];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'];
const ACTIVITIES = ['call', 'email', 'meeting', 'note'];
const SOURCES = ['website_form', 'phone', 'email', 'referral', 'social_media', 'other'];
const COMPLIANCE_TASKS = ['renewal_window', 'expiry_60_days', 'midterm_audit'];
const STAGES = ['qualification', 'needs_analysis', 'proposal', 'negotiation', 'closed_won', 'closed_lost'];

/**
 * Replaces the CRM's data with the scale data set for `leads` leads. Refuses (ForeignDataError)
 * a database holding records it did not make, unless `force`. Indexes on the seeded tables are
 * dropped and made again afterwards, which is much faster than keeping them while inserting.
 */
export async function seedScaleData(client: pg.Client, leads: number, force: boolean): Promise<ScaleCounts> {
  if (!force && (await holdsOtherData(client))) {
    throw new ForeignDataError(
      'This database holds accounts, contacts or leads that seed:scale did not make; add --force to replace them.',
    );
  }
  const counts = scaleCounts(leads);
  await client.query('begin');
  // Cascade: the records of other types that point at these (documents, emails, privacy requests) go too.
  await client.query(`truncate ${[...CRM_TABLES, ...SUMMARY_TABLES].join(', ')} cascade`);
  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = any($1)
        and indexname not in (select conname from pg_constraint)`,
    [CRM_TABLES],
  );
  for (const index of indexes.rows) await client.query(`drop index "${index.indexname}"`);

  const user = await client.query<{ id: string }>(
    `insert into users (id, email, password_hash, email_confirmed_at) values (gen_random_uuid(), $1, 'x', now())
     on conflict (email) do update set email = excluded.email returning id`,
    [SEED_EMAIL],
  );
  const by = user.rows[0]?.id;
  const { accounts, contacts } = counts;
  await client.query(
    `insert into accounts (id, name, industry, account_type, created_by, created_at, updated_at)
     select ${uuid("'account' || i")},
            ${pick(PLACES, 'i')} || ' ' || ${pick(KINDS, 'i / 10')} || ' ' || ${pick(SUFFIXES, 'i / 80')} || ' ' || i,
            ${pick(INDUSTRIES, 'i')}, 'small_business', $1, t, t
       from generate_series(1, $2::int) as i, lateral (select now() - (($2 - i) * interval '1 hour') as t) as at`,
    [by, accounts],
  );
  await client.query(
    `insert into contacts (id, account_id, first_name, last_name, email, mobile, position, created_by, created_at, updated_at)
     select ${uuid("'contact' || i")}, ${uuid("'account' || (1 + (i - 1) % $3)")},
            ${pick(FIRST, 'i')}, ${pick(LAST, 'i / 20')},
            'person' || i || '@example.com', '04' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
            ${pick(POSITIONS, 'i')}, $1, t, t
       from generate_series(1, $2::int) as i, lateral (select now() - (($2 - i) * interval '30 minutes') as t) as at`,
    [by, contacts, accounts],
  );
  await client.query(
    `insert into leads (id, account_id, contact_id, title, description, status, priority, estimated_value,
                        lead_score, expected_close_date, source, assigned_to, created_by, created_at, updated_at)
     select ${uuid("'lead' || i")}, ${uuid("'account' || (1 + (c - 1) % $4)")}, ${uuid("'contact' || c")},
            ${pick(TITLES, 'i')}, 'Reference REF-' || lpad(i::text, 7, '0') || '. Wants help before their next review.',
            ${pick(STATUSES, 'i')}, ${pick(PRIORITIES, 'i / 7')},
            case when i % 10 = 0 then null else (i * 37 % 500) * 100 end,
            case when i % 9 = 0 then null else i * 13 % 101 end,
            case when i % 5 = 0 then null else current_date + (i * 11 % 365) end,
            ${pick(SOURCES, 'i / 3')}, case when i % 4 = 0 then null else $1::uuid end, $1, t, t
       from generate_series(1, $2::int) as i,
            lateral (select 1 + (i::bigint * 7919) % $3 as c, now() - (($2 - i) * interval '5 minutes') as t) as at`,
    [by, leads, contacts, accounts],
  );
  await client.query(
    `insert into activities (id, lead_id, type, title, description, created_by, created_at)
     select ${uuid("'activity' || k")}, ${uuid("'lead' || (1 + (k - 1) / 3)")}, ${pick(ACTIVITIES, 'k')},
            'Follow-up ' || k, 'Talked about the next step.', $1, now() - (($2 - k) * interval '1 minute')
       from generate_series(1, $2::int) as k`,
    [by, counts.activities],
  );
  // Opportunities across the stages, the closed lost ones with their reason, entering their stage
  // one minute apart (the board's order).
  await client.query(
    `insert into opportunities (id, account_id, name, description, stage, stage_changed_at, amount, probability,
                                expected_close_date, loss_reason, owner_id, source_lead_id, created_by, created_at, updated_at)
     select ${uuid("'opportunity' || i")}, ${uuid("'account' || (1 + (i - 1) % $3)")},
            'Deal ' || i || ' for registration', 'Audit and registration work ' || i,
            ${pick(STAGES, 'i')}, t, (i * 37 % 400) * 250, ${pick(['10', '25', '50', '75', '100', '0'], 'i')}::int,
            current_date + (i * 11 % 365 - 120), case when i % 6 = 5 then 'Price' end, $1,
            ${uuid("'lead' || (i * 5 - 2)")}, $1, t, t
       from generate_series(1, $2::int) as i, lateral (select now() - (($2 - i) * interval '1 minute') as t) as at`,
    [by, counts.opportunities, accounts],
  );
  // Half the accounts with a registration expiring within 400 days, and a compliance task on every
  // account: open (a third of them overdue) or done.
  await client.query(
    `update accounts set registration_expiry_date = current_date + (abs(hashtext(id::text)) % 400)
      where abs(hashtext(id::text)) % 2 = 0`,
  );
  await client.query(
    `insert into tasks (id, title, due_date, assignee_id, status, completed_at, account_id, automatic, created_by, created_at, updated_at)
     select ${uuid("'task' || i")}, 'Compliance ' || i, current_date + (i % 300 - 100), $1,
            case when i % 4 = 0 then 'done' else 'open' end, case when i % 4 = 0 then now() - (i % 300) * interval '1 hour' end,
            ${uuid("'account' || i")}, ${pick(COMPLIANCE_TASKS, 'i')}, $1, now(), now()
       from generate_series(1, $2::int) as i`,
    [by, accounts],
  );
  for (const index of indexes.rows) await client.query(index.indexdef);
  await client.query('commit');
  // Vacuumed, as autovacuum keeps a database in use: the activities' trigger rewrote every lead
  // (its first response), and left to autovacuum that cleanup of 100,000 dead rows and their
  // indexes would run in the middle of the bench's first measured calls.
  await client.query('vacuum (analyze)');
  return counts;
}
