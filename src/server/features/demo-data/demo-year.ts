import type { DemoDataset } from './sample-data.ts';

/** A day `days` after `from` (before it when negative), as `YYYY-MM-DD`. */
export function isoDate(from: Date, days: number): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

type PastDeal = {
  name: string;
  accountKey: string;
  contactKey: string;
  amount: number;
  won: boolean;
  /** When it closed, in days before today; it was opened 35 days before that. */
  closedDaysAgo: number;
  groups: string[];
};

/** Deals the firm closed over the past year, about two a month, won and lost, across the demo accounts. */
const pastDeals: readonly PastDeal[] = [
  {
    name: 'Incident management review',
    accountKey: 'coastal',
    contactKey: 'daniel',
    amount: 7_800,
    won: true,
    closedDaysAgo: 350,
    groups: ['rg-0115'],
  },
  {
    name: 'Worker screening procedures',
    accountKey: 'outback',
    contactKey: 'aroha',
    amount: 3_200,
    won: false,
    closedDaysAgo: 330,
    groups: [],
  },
  {
    name: 'Restrictive practices training',
    accountKey: 'coastal',
    contactKey: 'mia',
    amount: 9_500,
    won: true,
    closedDaysAgo: 310,
    groups: ['rg-0110'],
  },
  {
    name: 'Complaints process refresh',
    accountKey: 'riverton',
    contactKey: 'grace',
    amount: 4_400,
    won: true,
    closedDaysAgo: 285,
    groups: ['rg-0125'],
  },
  {
    name: 'Participant handbook rewrite',
    accountKey: 'bright',
    contactKey: 'sarah',
    amount: 2_900,
    won: false,
    closedDaysAgo: 262,
    groups: ['rg-0118'],
  },
  {
    name: 'Verification audit preparation',
    accountKey: 'kinetic',
    contactKey: 'jack',
    amount: 5_600,
    won: true,
    closedDaysAgo: 240,
    groups: ['rg-0132'],
  },
  {
    name: 'Medication management module',
    accountKey: 'coastal',
    contactKey: 'daniel',
    amount: 11_200,
    won: true,
    closedDaysAgo: 215,
    groups: ['rg-0107'],
  },
  {
    name: 'Governance framework review',
    accountKey: 'outback',
    contactKey: 'aroha',
    amount: 8_700,
    won: true,
    closedDaysAgo: 190,
    groups: ['rg-0125'],
  },
  {
    name: 'Quarterly compliance health check',
    accountKey: 'riverton',
    contactKey: 'grace',
    amount: 6_000,
    won: false,
    closedDaysAgo: 168,
    groups: ['rg-0136'],
  },
  {
    name: 'Early intervention practice standards',
    accountKey: 'bright',
    contactKey: 'liam',
    amount: 5_300,
    won: true,
    closedDaysAgo: 145,
    groups: ['rg-0118'],
  },
  {
    name: 'Emergency and disaster planning',
    accountKey: 'coastal',
    contactKey: 'mia',
    amount: 6_900,
    won: true,
    closedDaysAgo: 120,
    groups: ['rg-0115'],
  },
  {
    name: 'Mock certification audit',
    accountKey: 'outback',
    contactKey: 'aroha',
    amount: 14_500,
    won: true,
    closedDaysAgo: 98,
    groups: ['rg-0107', 'rg-0125'],
  },
  {
    name: 'Support coordination templates',
    accountKey: 'kinetic',
    contactKey: 'jack',
    amount: 2_400,
    won: false,
    closedDaysAgo: 75,
    groups: ['rg-0132'],
  },
  {
    name: 'Staff induction programme',
    accountKey: 'riverton',
    contactKey: 'grace',
    amount: 7_200,
    won: true,
    closedDaysAgo: 52,
    groups: ['rg-0125'],
  },
  {
    name: 'Risk register set-up',
    accountKey: 'bright',
    contactKey: 'sarah',
    amount: 3_800,
    won: true,
    closedDaysAgo: 31,
    groups: ['rg-0128'],
  },
];

const OPEN_DAYS = 35;

/** The year behind the demo firm: closed deals each month with their proposal and outcome. */
export function pastOpportunities(today: Date): DemoDataset['opportunities'] {
  return pastDeals.map((deal) => ({
    name: deal.name,
    accountKey: deal.accountKey,
    contactKey: deal.contactKey,
    stage: deal.won ? 'closed_won' : 'closed_lost',
    amount: deal.amount,
    probability: deal.won ? 100 : 0,
    expectedCloseDate: isoDate(today, -deal.closedDaysAgo),
    registrationGroups: deal.groups,
    ...(deal.won ? {} : { lossReason: 'Went with another consultancy on price.' }),
    daysAgo: deal.closedDaysAgo + OPEN_DAYS,
    daysInStage: deal.closedDaysAgo,
    activities: [
      {
        daysAgo: deal.closedDaysAgo + OPEN_DAYS - 7,
        type: 'email',
        title: 'Proposal sent',
        description: `Scope and fee for ${deal.name.toLowerCase()}.`,
      },
      deal.won
        ? {
            daysAgo: deal.closedDaysAgo,
            type: 'note',
            title: 'Signed',
            description: 'Engagement letter signed.',
          }
        : {
            daysAgo: deal.closedDaysAgo,
            type: 'call',
            title: 'Decision call',
            description: 'They chose another provider.',
          },
    ],
  }));
}

/**
 * The demo user's tasks: a few overdue and due today (My day), the rest over the coming weeks
 * (the calendar), and some done in past months. Each hangs off a demo record (so clearing its
 * record clears it).
 */
export function demoTasks(today: Date): DemoDataset['tasks'] {
  const task = (
    title: string,
    dueInDays: number,
    link: DemoDataset['tasks'][number]['link'],
    extra: Partial<DemoDataset['tasks'][number]> = {},
  ): DemoDataset['tasks'][number] => ({ title, dueDate: isoDate(today, dueInDays), link, ...extra });
  return [
    task(
      'Send the revised audit scope to Mia',
      -1,
      { leadTitle: 'Certification audit preparation for eight SIL houses' },
      { priority: 'urgent' },
    ),
    task(
      'Call Jack about the registration quote',
      0,
      { leadTitle: 'First registration for specialist support coordination' },
      { priority: 'high', dueTime: '10:30' },
    ),
    task(
      'Prepare the 0118 registration proposal',
      0,
      { leadTitle: 'New registration: early childhood supports (0118)' },
      { priority: 'high' },
    ),
    task('Chase the signed proposal', 2, { opportunityName: 'Community access internal audit' }),
    task(
      'Book the mock audit dates',
      5,
      { opportunityName: 'SIL certification audit programme' },
      { dueTime: '14:00' },
    ),
    task('Board papers for the compliance package', 12, {
      opportunityName: 'Remote outlets compliance package',
    }),
    task('Start the registration renewal pack', 24, { accountKey: 'outback' }, { priority: 'high' }),
    task('Quarterly check-in with Coastal Care', 40, { accountKey: 'coastal' }, { priority: 'low' }),
    task(
      'Send the policy rewrite drafts',
      -60,
      { accountKey: 'coastal' },
      { status: 'done', completedDaysAgo: 61 },
    ),
    task(
      'Collect the staff training records',
      -140,
      { accountKey: 'riverton' },
      { status: 'done', completedDaysAgo: 141 },
    ),
    task(
      'Kick-off meeting for the mock audit',
      -100,
      { accountKey: 'outback' },
      { status: 'done', completedDaysAgo: 100 },
    ),
  ];
}
