import type { Account } from '../../db/entities/account.ts';
import type { Contact } from '../../db/entities/contact.ts';
import type { Lead } from '../../db/entities/lead.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import type { Activity } from '../../db/entities/activity.ts';
import type { Task } from '../../db/entities/task.ts';
import { demoDocuments, type DemoDocument } from './demo-documents.ts';
import { demoQuotes, type DemoQuote } from './demo-quotes.ts';
import { demoTasks, isoDate, pastOpportunities } from './demo-year.ts';

/** Optional scalar fields of an entity; relations and server-kept fields are left out. */
type Fields<T, Relations extends keyof T> = Partial<
  Omit<T, Relations | 'id' | 'createdBy' | 'createdAt' | 'updatedAt' | 'deletedAt'>
>;

export type DemoDataset = {
  accounts: (Fields<Account, 'parentAccount'> & { key: string; name: string })[];
  contacts: (Fields<Contact, 'account'> & {
    key: string;
    accountKey: string;
    firstName: string;
    lastName: string;
  })[];
  leads: (Fields<Lead, 'account' | 'contact' | 'assignedTo'> & {
    title: string;
    accountKey: string;
    contactKey: string;
    daysAgo: number;
    activities: DemoActivity[];
  })[];
  opportunities: (Fields<Opportunity, 'account' | 'contact' | 'owner' | 'sourceLead'> & {
    name: string;
    accountKey: string;
    contactKey: string;
    /** The title of the demo lead it was converted from, if any. */
    leadTitle?: string;
    probability: number;
    daysAgo: number;
    daysInStage: number;
    activities: DemoActivity[];
  })[];
  /** The demo user's tasks, each on the lead (by title), opportunity (by name) or account (by key). */
  tasks: (Pick<Task, 'title' | 'dueDate'> &
    Partial<Pick<Task, 'dueTime' | 'priority' | 'status' | 'notes'>> & {
      completedDaysAgo?: number;
      link: { leadTitle?: string; opportunityName?: string; accountKey?: string };
    })[];
  /** Accepted quotes of demo leads (by title) and their opportunities (by name). */
  quotes: DemoQuote[];
  /** Documents on the demo accounts, each with a small generated file. */
  documents: DemoDocument[];
};

type DemoActivity = Pick<Activity, 'type' | 'title'> & { description: string; daysAgo: number };

/**
 * Five NDIS providers of different kinds (with their registration and audit dates), seven of
 * their people, five leads at different statuses and eight open or recent opportunities across
 * the stages (two converted from the leads, whose proposals were accepted online), then a year
 * of closed deals, the demo user's tasks and the providers' documents (some expiring soon), so
 * every dashboard card, badge, board column, My day, the calendar and the compliance calendar
 * have something to show, spread over months as a real firm's year is. Dates are relative to
 * `today`.
 */
export function demoDataset(today: Date): DemoDataset {
  return {
    accounts: [
      {
        key: 'coastal',
        name: 'Coastal Care Collective',
        legalName: 'Coastal Care Collective Pty Ltd',
        businessName: 'Coastal Care',
        abn: '51 824 753 556',
        accountType: 'enterprise',
        industry: 'Supported independent living',
        website: 'https://coastalcare.example.com.au',
        businessEmail: 'admin@coastalcare.example.com.au',
        businessPhone: '02 4960 1200',
        address: '18 Hunter Street',
        city: 'Newcastle',
        state: 'NSW',
        postcode: '2300',
        annualRevenue: 12_500_000,
        employeeCount: 240,
        registrationDecisionDate: isoDate(today, -700),
        registrationExpiryDate: isoDate(today, 395),
        nextAuditDate: isoDate(today, 70),
        notes: 'Registered provider with eight SIL houses; certification audit due next year.',
      },
      {
        key: 'bright',
        name: 'Bright Futures Early Intervention',
        legalName: 'Bright Futures Therapy Group Pty Ltd',
        abn: '28 615 208 947',
        accountType: 'small_business',
        industry: 'Early childhood supports',
        website: 'https://brightfutures.example.com.au',
        businessEmail: 'hello@brightfutures.example.com.au',
        businessPhone: '03 5221 4480',
        address: '4/210 Moorabool Street',
        city: 'Geelong',
        state: 'VIC',
        postcode: '3220',
        annualRevenue: 1_850_000,
        employeeCount: 18,
        notes: 'Unregistered therapy practice moving into early childhood supports.',
      },
      {
        key: 'outback',
        name: 'Outback Ability Network',
        legalName: 'Outback Ability Network Incorporated',
        abn: '71 409 118 330',
        accountType: 'non_profit',
        industry: 'Community participation',
        businessEmail: 'office@outbackability.example.org.au',
        businessPhone: '08 8952 0710',
        city: 'Alice Springs',
        state: 'NT',
        postcode: '0870',
        annualRevenue: 3_200_000,
        employeeCount: 45,
        registrationDecisionDate: isoDate(today, -1040),
        registrationExpiryDate: isoDate(today, 55),
        nextAuditDate: isoDate(today, 20),
      },
      {
        key: 'kinetic',
        name: 'Kinetic Support Co',
        abn: '70 770 342 815',
        accountType: 'startup',
        industry: 'Support coordination',
        businessEmail: 'team@kineticsupport.example.com.au',
        businessPhone: '0412 555 019',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4000',
        annualRevenue: 420_000,
        employeeCount: 6,
        notes: 'New provider, two founders, first registration.',
      },
      {
        key: 'riverton',
        name: 'Riverton Shire Community Access',
        legalName: 'Shire of Riverton',
        accountType: 'government',
        industry: 'Local government disability services',
        businessEmail: 'community.access@riverton.example.gov.au',
        businessPhone: '08 9721 3300',
        address: '1 Civic Square',
        city: 'Bunbury',
        state: 'WA',
        postcode: '6230',
        annualRevenue: 5_600_000,
        employeeCount: 60,
        registrationDecisionDate: isoDate(today, -400),
        registrationExpiryDate: isoDate(today, 695),
        nextAuditDate: isoDate(today, 200),
      },
    ],
    contacts: [
      {
        key: 'mia',
        accountKey: 'coastal',
        firstName: 'Mia',
        lastName: 'Thompson',
        email: 'mia.thompson@coastalcare.example.com.au',
        phone: '02 4960 1201',
        mobile: '0412 884 203',
        position: 'Chief Executive Officer',
        department: 'Executive',
        contactRole: 'decision_maker',
        decisionMakerInfluence: 95,
        isPrimary: true,
      },
      {
        key: 'daniel',
        accountKey: 'coastal',
        firstName: 'Daniel',
        lastName: 'Nguyen',
        email: 'daniel.nguyen@coastalcare.example.com.au',
        mobile: '0423 117 560',
        position: 'Quality and Compliance Manager',
        department: 'Quality',
        contactRole: 'champion',
        decisionMakerInfluence: 70,
      },
      {
        key: 'sarah',
        accountKey: 'bright',
        firstName: 'Sarah',
        lastName: 'Walsh',
        email: 'sarah@brightfutures.example.com.au',
        phone: '03 5221 4481',
        position: 'Practice Owner',
        contactRole: 'decision_maker',
        decisionMakerInfluence: 100,
        isPrimary: true,
      },
      {
        key: 'liam',
        accountKey: 'bright',
        firstName: 'Liam',
        lastName: "O'Connor",
        email: 'liam@brightfutures.example.com.au',
        position: 'Practice Manager',
        department: 'Operations',
        contactRole: 'gatekeeper',
        decisionMakerInfluence: 40,
      },
      {
        key: 'aroha',
        accountKey: 'outback',
        firstName: 'Aroha',
        lastName: 'Williams',
        email: 'aroha.williams@outbackability.example.org.au',
        mobile: '0438 902 114',
        position: 'Finance Director',
        department: 'Finance',
        contactRole: 'financial_contact',
        decisionMakerInfluence: 65,
        isPrimary: true,
      },
      {
        key: 'jack',
        accountKey: 'kinetic',
        firstName: 'Jack',
        lastName: 'Patel',
        email: 'jack@kineticsupport.example.com.au',
        mobile: '0412 555 019',
        position: 'Co-founder',
        contactRole: 'influencer',
        decisionMakerInfluence: 80,
        isPrimary: true,
      },
      {
        key: 'grace',
        accountKey: 'riverton',
        firstName: 'Grace',
        lastName: 'Lee',
        email: 'grace.lee@riverton.example.gov.au',
        phone: '08 9721 3315',
        position: 'Systems Officer',
        department: 'Community Services',
        contactRole: 'technical_contact',
        decisionMakerInfluence: 35,
        isPrimary: true,
      },
    ],
    leads: [
      {
        accountKey: 'coastal',
        contactKey: 'mia',
        daysAgo: 24,
        title: 'Certification audit preparation for eight SIL houses',
        enquiryType: 'audit_request',
        source: 'referral',
        status: 'negotiation',
        priority: 'urgent',
        description:
          'Mid-term certification audit in ten weeks; wants a mock audit and a policy review first.',
        businessImpact: 'Registration for 0115 and 0107 depends on the audit outcome.',
        budgetRange: '$40,000 - $60,000',
        decisionTimeline: 'Within 2 weeks',
        nextAction: 'Send revised scope with the mock audit dates',
        painPoints: ['Policies out of date', 'Incident records incomplete'],
        providerType: 'registered_seeking_support',
        supportPackage: 'premium_partnership',
        estimatedValue: 48_000,
        probability: 75,
        qualificationScore: 88,
        leadScore: 92,
        conversionProbability: 80,
        expectedCloseDate: isoDate(today, 14),
        followUpDate: isoDate(today, 3),
        lastContactDate: isoDate(today, -2),
        activities: [
          {
            daysAgo: 2,
            type: 'meeting',
            title: 'Scoping meeting',
            description: 'Walked through the audit scope with Mia and Daniel.',
          },
          {
            daysAgo: 24,
            type: 'call',
            title: 'Referral call',
            description: 'Referred by their plan manager.',
          },
        ],
      },
      {
        accountKey: 'bright',
        contactKey: 'sarah',
        daysAgo: 4,
        title: 'New registration: early childhood supports (0118)',
        enquiryType: 'registration',
        source: 'website_form',
        status: 'qualified',
        priority: 'high',
        description: 'Therapy practice registering for early intervention supports; needs Module 3.',
        budgetRange: '$10,000 - $15,000',
        decisionTimeline: 'This quarter',
        nextAction: 'Prepare the registration proposal',
        painPoints: ['Unsure which modules apply'],
        providerType: 'existing_seeking_registration',
        supportPackage: 'strategic_growth',
        estimatedValue: 12_500,
        probability: 60,
        qualificationScore: 80,
        leadScore: 81,
        conversionProbability: 65,
        expectedCloseDate: isoDate(today, 30),
        followUpDate: isoDate(today, 7),
        formData: {
          formType: 'contact',
          company: 'Bright Futures Early Intervention',
          message: 'We want to register for 0118.',
        },
        activities: [
          {
            daysAgo: 4,
            type: 'form_submission',
            title: 'Website form submission',
            description: 'Submitted through the website contact form',
          },
          {
            daysAgo: 3,
            type: 'email',
            title: 'Sent registration overview',
            description: 'Explained verification versus certification.',
          },
        ],
      },
      {
        accountKey: 'outback',
        contactKey: 'aroha',
        daysAgo: 75,
        title: 'Ongoing compliance partnership',
        enquiryType: 'consultation',
        source: 'phone',
        status: 'proposal_sent',
        priority: 'medium',
        description: 'Looking for monthly compliance support across three remote outlets.',
        budgetRange: '$1,000 per month',
        decisionTimeline: 'Board meets next month',
        painPoints: ['Staff turnover', 'Remote training'],
        providerType: 'registered_seeking_support',
        supportPackage: 'strategic_growth',
        estimatedValue: 18_000,
        probability: 50,
        qualificationScore: 70,
        leadScore: 68,
        conversionProbability: 45,
        expectedCloseDate: isoDate(today, 45),
        activities: [
          {
            daysAgo: 60,
            type: 'email',
            title: 'Proposal sent',
            description: 'Strategic Growth Partner proposal.',
          },
        ],
      },
      {
        accountKey: 'kinetic',
        contactKey: 'jack',
        daysAgo: 1,
        title: 'First registration for specialist support coordination',
        enquiryType: 'quote_request',
        source: 'social_media',
        status: 'new',
        priority: 'urgent',
        description: 'Start-up wants a quote for registering group 0132 with Module 4.',
        providerType: 'new_provider',
        supportPackage: 'essential',
        estimatedValue: 6_500,
        probability: 20,
        leadScore: 77,
        expectedCloseDate: isoDate(today, 21),
        activities: [
          { daysAgo: 1, type: 'note', title: 'Lead created', description: 'New lead created manually' },
        ],
      },
      {
        accountKey: 'riverton',
        contactKey: 'grace',
        daysAgo: 150,
        title: 'Internal audit of community access programs',
        enquiryType: 'service_request',
        source: 'email',
        status: 'contacted',
        priority: 'low',
        description: 'Council wants an internal audit report before renewing its registration.',
        decisionTimeline: 'Next financial year',
        providerType: 'registered_seeking_support',
        estimatedValue: 24_000,
        probability: 30,
        qualificationScore: 55,
        leadScore: 45,
        conversionProbability: 25,
        expectedCloseDate: isoDate(today, 90),
        activities: [
          {
            daysAgo: 148,
            type: 'call',
            title: 'Introductory call',
            description: 'Discussed the procurement process.',
          },
          {
            daysAgo: 40,
            type: 'email',
            title: 'Procurement update',
            description: 'Council moved the decision to the next financial year.',
          },
        ],
      },
    ],
    opportunities: [
      {
        name: 'SIL certification audit programme',
        accountKey: 'coastal',
        contactKey: 'mia',
        leadTitle: 'Certification audit preparation for eight SIL houses',
        stage: 'negotiation',
        amount: 42_000,
        probability: 75,
        expectedCloseDate: isoDate(today, 14),
        registrationGroups: ['rg-0115', 'rg-0104'],
        description: 'Mock audits and evidence review across eight houses before the certification audit.',
        daysAgo: 20,
        daysInStage: 5,
        activities: [
          {
            daysAgo: 5,
            type: 'meeting',
            title: 'Pricing meeting',
            description: 'Agreed scope; discussing staging of payments.',
          },
        ],
      },
      {
        name: 'Early childhood registration (0118)',
        accountKey: 'bright',
        contactKey: 'sarah',
        leadTitle: 'New registration: early childhood supports (0118)',
        stage: 'proposal',
        amount: 9_800,
        probability: 50,
        expectedCloseDate: isoDate(today, 30),
        registrationGroups: ['rg-0118'],
        description: 'Registration proposal for early childhood supports with verification audit.',
        daysAgo: 3,
        daysInStage: 2,
        activities: [
          {
            daysAgo: 2,
            type: 'email',
            title: 'Proposal sent',
            description: 'Sent the registration proposal and timeline.',
          },
        ],
      },
      {
        name: 'Remote outlets compliance package',
        accountKey: 'outback',
        contactKey: 'aroha',
        stage: 'needs_analysis',
        amount: 18_000,
        probability: 25,
        expectedCloseDate: isoDate(today, 60),
        registrationGroups: ['rg-0107', 'rg-0125'],
        description: 'Monthly compliance support for three remote outlets.',
        daysAgo: 12,
        daysInStage: 10,
        activities: [
          {
            daysAgo: 10,
            type: 'call',
            title: 'Needs call',
            description: 'Mapped the outlets and their staff training gaps.',
          },
        ],
      },
      {
        name: 'Support coordination start-up registration',
        accountKey: 'kinetic',
        contactKey: 'jack',
        stage: 'qualification',
        amount: 6_500,
        probability: 10,
        expectedCloseDate: isoDate(today, 40),
        registrationGroups: ['rg-0132'],
        daysAgo: 1,
        daysInStage: 1,
        activities: [
          {
            daysAgo: 1,
            type: 'note',
            title: 'Opportunity created',
            description: 'Qualifying budget and timing.',
          },
        ],
      },
      {
        name: 'Community access internal audit',
        accountKey: 'riverton',
        contactKey: 'grace',
        stage: 'proposal',
        amount: 24_000,
        probability: 50,
        expectedCloseDate: isoDate(today, -5),
        registrationGroups: ['rg-0125', 'rg-0136'],
        description: 'Internal audit report before the council renews its registration.',
        daysAgo: 70,
        daysInStage: 18,
        activities: [
          {
            daysAgo: 18,
            type: 'email',
            title: 'Proposal sent',
            description: 'Internal audit proposal with two site visits.',
          },
        ],
      },
      {
        name: 'Policy and procedure rewrite',
        accountKey: 'coastal',
        contactKey: 'daniel',
        stage: 'closed_won',
        amount: 12_500,
        probability: 100,
        expectedCloseDate: isoDate(today, -10),
        registrationGroups: ['rg-0115'],
        daysAgo: 95,
        daysInStage: 10,
        activities: [
          { daysAgo: 10, type: 'note', title: 'Signed', description: 'Engagement letter signed.' },
        ],
      },
      {
        name: 'Therapy supports verification audit',
        accountKey: 'bright',
        contactKey: 'liam',
        stage: 'closed_lost',
        amount: 4_200,
        probability: 0,
        expectedCloseDate: isoDate(today, -20),
        registrationGroups: ['rg-0128'],
        lossReason: 'Chose a cheaper auditor-only quote.',
        daysAgo: 180,
        daysInStage: 20,
        activities: [
          {
            daysAgo: 20,
            type: 'call',
            title: 'Decision call',
            description: 'They went with another provider.',
          },
        ],
      },
      {
        name: 'Outback staff training plan',
        accountKey: 'outback',
        contactKey: 'aroha',
        stage: 'qualification',
        amount: 3_600,
        probability: 10,
        expectedCloseDate: isoDate(today, 75),
        registrationGroups: [],
        daysAgo: 6,
        daysInStage: 6,
        activities: [
          {
            daysAgo: 6,
            type: 'note',
            title: 'Opportunity created',
            description: 'Raised during the needs call.',
          },
        ],
      },
      ...pastOpportunities(today),
    ],
    tasks: demoTasks(today),
    quotes: [...demoQuotes],
    documents: [...demoDocuments],
  };
}
