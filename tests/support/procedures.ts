import { randomUUID } from 'node:crypto';
import { recordTypes } from '../../src/shared/record-fields/index.ts';
import { appRouter } from '../../src/server/router.ts';

/** Who may call a procedure: anyone, anyone signed in, approved staff, managers (and admins), admins. */
export type Access = 'public' | 'signedIn' | 'staff' | 'manager' | 'admin';

export type ProcedureCase = { path: string; type: 'query' | 'mutation'; access: Access; input: unknown };

const id = randomUUID();
const lead = {
  title: 'Probe',
  accountId: id,
  contactId: id,
  enquiryType: 'registration',
  source: 'phone',
  status: 'new',
  priority: 'high',
  description: 'Line one\nline two',
  enquiryDetails: 'Details',
  businessImpact: 'Impact',
  budgetRange: '10k',
  decisionTimeline: 'Soon',
  competitors: 'None',
  nextAction: 'Call',
  painPoints: ['Audits'],
  providerType: 'new_provider',
  supportPackage: 'essential',
  estimatedValue: 1000,
  probability: 50,
  qualificationScore: 5,
  leadScore: 5,
  conversionProbability: 5,
  expectedCloseDate: '2030-01-01',
  followUpDate: '2030-01-02',
  lastContactDate: '2026-01-01',
  assignedToId: id,
};
const opportunity = {
  name: 'Probe',
  accountId: id,
  contactId: id,
  stage: 'proposal',
  amount: 1000,
  probability: 50,
  expectedCloseDate: '2030-01-01',
  ownerId: id,
  registrationGroups: [],
  lossReason: '',
  description: 'Probe',
};

const privacyRequest = {
  kind: 'access',
  requesterName: 'Probe Person',
  requesterEmail: 'probe.person@example.com',
  contactId: null,
  receivedOn: '2026-01-01',
  status: 'open',
  actionTaken: 'Line one\nline two',
};

const dataBreach = {
  whatHappened: 'Line one\nline two',
  foundOn: '2026-01-01',
  assessedBy: 'Probe Person',
  decision: 'notifiable',
  oaicNotifiedOn: '2026-01-02',
  peopleNotifiedOn: '2026-01-03',
  notes: 'Probe',
};

const evidenceRequest = {
  title: 'Probe',
  accountId: id,
  contactId: id,
  dueDate: '2030-01-01',
  items: [{ title: 'Line one\nline two', standard: 'Core Module' }],
};
const evidenceList = {
  search: 'x',
  sort: 'due',
  after: '00000000-0000-4000-8000-000000000000',
  pageSize: 10,
  accountId: id,
  open: true,
};

const task = {
  title: 'Probe',
  dueDate: '2030-01-01',
  dueTime: '09:30',
  assigneeId: id,
  priority: 'high',
  notes: 'Line one\nline two',
  subject: 'lead',
  subjectId: id,
};

const documentValues = {
  title: 'Probe',
  type: 'policy',
  expiresOn: '2030-01-01',
  notes: 'Line one\nline two',
  subject: 'account',
  subjectId: id,
};
const documentList = {
  search: 'x',
  sort: 'expiry',
  after: '00000000-0000-4000-8000-000000000000',
  pageSize: 10,
  type: 'policy',
  subject: 'account',
  subjectId: id,
  expiringSoon: true,
};

const account = {
  name: 'Probe',
  accountType: 'startup',
  legalName: 'Probe Pty Ltd',
  businessName: 'Probe',
  abn: '53 004 085 616',
  taxId: 'T1',
  parentAccountId: id,
  industry: 'Care',
  website: 'https://probe.example',
  businessEmail: 'hello@probe.example',
  businessPhone: '02 0000 0000',
  phone: '02 0000 0001',
  email: 'other@probe.example',
  annualRevenue: 1000,
  employeeCount: 5,
  address: '1 Probe St',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  notes: 'Notes',
};
const contact = {
  firstName: 'A',
  lastName: 'B',
  accountId: id,
  email: 'a.b@probe.example',
  personalEmail: 'ab@home.example',
  phone: '1',
  mobile: '2',
  directPhone: '3',
  position: 'CEO',
  department: 'Exec',
  contactRole: 'champion',
  decisionMakerInfluence: 50,
  linkedinUrl: 'https://linkedin.example/ab',
  isPrimary: true,
  notes: 'Notes',
};

/** Well-formed answers of a browser's WebAuthn calls (their signatures are not valid). */
const registrationResponse = {
  id: 'cHJvYmU',
  rawId: 'cHJvYmU',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZQ',
    transports: ['internal'],
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};
const authenticationResponse = {
  id: 'cHJvYmU',
  rawId: 'cHJvYmU',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'cHJvYmU',
    signature: 'cHJvYmU',
    userHandle: 'cHJvYmU',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/**
 * Every procedure of the API with a well-formed input and who may call it. A test fails when a
 * procedure is added without a line here (see `procedureCases`).
 */
/** Every report takes a range of days and an owner. */
const report = { from: '2025-07-01', to: '2026-06-30', ownerId: id };

const cases: Record<string, { access: Access; input?: unknown }> = {
  'auth.me': { access: 'public' },
  'auth.signUp': {
    access: 'public',
    input: { firstName: 'A', lastName: 'B', email: 'probe@example.com', password: 'Probe-Pass-42' },
  },
  'auth.confirmEmail': { access: 'public', input: { token: 'nope' } },
  'auth.acceptInvitation': {
    access: 'public',
    input: { token: 'nope', firstName: 'A', lastName: 'B', password: 'Probe-Pass-42' },
  },
  'auth.signIn': { access: 'public', input: { email: 'probe@example.com', password: 'wrong-one' } },
  'auth.signOut': { access: 'public' },
  'auth.updateProfile': { access: 'signedIn', input: { firstName: 'A', lastName: 'B' } },
  'twoFactor.status': { access: 'signedIn' },
  'twoFactor.startSetup': { access: 'signedIn' },
  'twoFactor.confirmSetup': { access: 'signedIn', input: { code: '123456' } },
  'twoFactor.verify': { access: 'signedIn', input: { code: '123456' } },
  'twoFactor.useRecoveryCode': { access: 'signedIn', input: { code: 'ABCD-EFGH-JKLM-NPQR' } },
  'twoFactor.renewRecoveryCodes': { access: 'signedIn', input: { code: '123456' } },
  'twoFactor.disable': { access: 'signedIn', input: { code: '123456' } },
  'passkeys.list': { access: 'signedIn' },
  'passkeys.registrationOptions': { access: 'signedIn' },
  'passkeys.add': { access: 'signedIn', input: { name: 'Laptop', credential: registrationResponse } },
  'passkeys.rename': { access: 'signedIn', input: { id: 'cHJvYmU', name: 'Laptop' } },
  'passkeys.remove': { access: 'signedIn', input: { id: 'cHJvYmU' } },
  'passkeys.signInOptions': { access: 'public' },
  'passkeys.signIn': { access: 'public', input: { credential: authenticationResponse } },
  'sessions.list': { access: 'signedIn' },
  'sessions.signOut': { access: 'signedIn', input: { id: 'not-a-session' } },
  'sessions.signOutOthers': { access: 'signedIn' },
  'auth.resendConfirmation': {
    access: 'public',
    input: { email: 'probe@example.com', password: 'wrong-one' },
  },
  'auth.requestPasswordReset': { access: 'public', input: { email: 'probe@example.com' } },
  'auth.resetPassword': { access: 'public', input: { token: 'nope', password: 'Probe-Pass-42-Long' } },
  'auth.changePassword': {
    access: 'signedIn',
    input: { currentPassword: 'not-the-current-one', newPassword: 'Probe-Pass-42-Long' },
  },
  'auth.loginHistory': { access: 'signedIn', input: { after: id } },
  'dashboard.stats': { access: 'staff' },
  'dashboard.recentLeads': { access: 'staff' },
  'dashboard.pipeline': { access: 'staff' },
  'dashboard.myDay': { access: 'staff' },
  'reports.winRate': { access: 'staff', input: report },
  'reports.conversion': { access: 'staff', input: report },
  'reports.pipeline': { access: 'staff', input: report },
  'reports.forecast': { access: 'staff', input: report },
  'reports.responseTime': { access: 'staff', input: report },
  'reports.activity': { access: 'staff', input: report },
  'reports.compliance': { access: 'staff', input: report },
  'reports.quotes': { access: 'staff', input: report },
  'leads.list': {
    access: 'staff',
    input: { search: 'x', sort: 'newest', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'leads.count': {
    access: 'staff',
    input: { search: 'x', sort: 'newest', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'leads.byId': { access: 'staff', input: { id } },
  'leads.create': { access: 'staff', input: lead },
  'leads.update': { access: 'staff', input: { ...lead, id } },
  'leads.delete': { access: 'staff', input: { id } },
  'leads.restore': { access: 'staff', input: { id } },
  'leads.bulk': { access: 'staff', input: { action: 'status', ids: [id], status: 'contacted' } },
  'leads.likelyDuplicates': { access: 'staff', input: { id, values: lead } },
  'leads.possibleDuplicates': { access: 'staff', input: { cursor: id } },
  'leads.mergedInto': { access: 'staff', input: { id } },
  'leads.merge': { access: 'staff', input: { survivorId: id, otherId: randomUUID(), fromOther: ['notes'] } },
  'leads.scheduleFollowUp': { access: 'staff', input: { id, followUpDate: '2030-01-01' } },
  'leads.assignableStaff': { access: 'staff' },
  'activities.list': { access: 'staff', input: { subject: 'lead', subjectId: id } },
  'activities.create': {
    access: 'staff',
    input: { subject: 'lead', subjectId: id, type: 'note', title: 'x' },
  },
  'activities.logCall': {
    access: 'staff',
    input: {
      subject: 'lead',
      subjectId: id,
      outcome: 'reached',
      note: 'Line one\nline two',
      followUp: 'tomorrow',
    },
  },
  'activities.timeline': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      byId: id,
      subject: 'account',
      from: '2030-01-01',
      to: '2030-01-31',
    },
  },
  'activities.timelineCount': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      byId: id,
      subject: 'account',
      from: '2030-01-01',
      to: '2030-01-31',
    },
  },
  'notifications.list': { access: 'staff' },
  'notifications.markRead': { access: 'staff', input: { id } },
  'listViews.mine': { access: 'staff' },
  'listViews.choose': { access: 'staff', input: { recordType: 'leads', layout: 'table' } },
  'tasks.list': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'due',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      assigneeId: id,
      subject: 'lead',
      subjectId: id,
      status: 'open',
      due: 'overdue',
      from: '2030-01-01',
      to: '2030-01-31',
    },
  },
  'tasks.count': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'due',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      assigneeId: id,
      subject: 'lead',
      subjectId: id,
      status: 'open',
      due: 'overdue',
      from: '2030-01-01',
      to: '2030-01-31',
    },
  },
  'tasks.byId': { access: 'staff', input: { id } },
  'documents.list': { access: 'staff', input: documentList },
  'documents.count': { access: 'staff', input: documentList },
  'documents.byId': { access: 'staff', input: { id } },
  'documents.update': { access: 'staff', input: { ...documentValues, id } },
  'documents.delete': { access: 'staff', input: { id } },
  'documents.restore': { access: 'staff', input: { id } },
  'documents.bulk': { access: 'staff', input: { action: 'delete', ids: [id] } },
  'tasks.create': { access: 'staff', input: task },
  'tasks.update': { access: 'staff', input: { ...task, id } },
  'tasks.delete': { access: 'staff', input: { id } },
  'tasks.restore': { access: 'staff', input: { id } },
  'tasks.bulk': { access: 'staff', input: { action: 'delete', ids: [id] } },
  'tasks.complete': { access: 'staff', input: { id } },
  'tasks.reopen': { access: 'staff', input: { id } },
  'tasks.reschedule': { access: 'staff', input: { id, dueDate: '2030-01-02', dueTime: '10:00' } },
  'evidence_requests.list': { access: 'staff', input: evidenceList },
  'evidence_requests.count': { access: 'staff', input: evidenceList },
  'evidence_requests.byId': { access: 'staff', input: { id } },
  'evidence_requests.create': { access: 'staff', input: evidenceRequest },
  'evidence_requests.update': { access: 'staff', input: { ...evidenceRequest, id } },
  'evidence_requests.delete': { access: 'staff', input: { id } },
  'evidence_requests.restore': { access: 'staff', input: { id } },
  'evidence_requests.bulk': { access: 'staff', input: { action: 'delete', ids: [id] } },
  'evidence_requests.templates': { access: 'staff' },
  'evidence_requests.saveTemplate': {
    access: 'manager',
    input: { name: 'Probe checklist', items: [{ title: 'Line one\nline two', standard: 'Core Module' }] },
  },
  'evidence_requests.deleteTemplate': { access: 'manager', input: { id } },
  'evidence_requests.send': { access: 'staff', input: { id } },
  'evidence_requests.review': {
    access: 'staff',
    input: { itemId: id, decision: 'rejected', comment: 'The certificate has expired' },
  },
  'evidence.view': { access: 'public', input: { token: 'not-a-real-token-but-long-enough' } },
  'opportunities.list': {
    access: 'staff',
    input: { search: 'x', sort: 'newest', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'opportunities.count': {
    access: 'staff',
    input: { search: 'x', sort: 'newest', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'opportunities.byId': { access: 'staff', input: { id } },
  'opportunities.create': { access: 'staff', input: opportunity },
  'opportunities.update': { access: 'staff', input: { ...opportunity, id } },
  'opportunities.delete': { access: 'staff', input: { id } },
  'opportunities.restore': { access: 'staff', input: { id } },
  'opportunities.bulk': { access: 'staff', input: { action: 'assign', ids: [id], ownerId: id } },
  'opportunities.boardTotals': { access: 'staff', input: { ownerId: null, closeRange: null } },
  'opportunities.boardColumn': {
    access: 'staff',
    input: { stage: 'proposal', ownerId: null, closeRange: null },
  },
  'opportunities.moveStage': { access: 'staff', input: { id, stage: 'negotiation' } },
  'accounts.list': {
    access: 'staff',
    input: { search: 'x', sort: 'name', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'accounts.count': {
    access: 'staff',
    input: { search: 'x', sort: 'name', after: '00000000-0000-4000-8000-000000000000', pageSize: 10 },
  },
  'accounts.byId': { access: 'staff', input: { id } },
  'accounts.create': { access: 'staff', input: account },
  'accounts.update': { access: 'staff', input: { ...account, id } },
  'accounts.delete': { access: 'staff', input: { id } },
  'accounts.restore': { access: 'staff', input: { id } },
  'accounts.bulk': { access: 'staff', input: { action: 'assign', ids: [id], ownerId: null } },
  'accounts.likelyDuplicates': { access: 'staff', input: { id, values: account } },
  'accounts.possibleDuplicates': { access: 'staff', input: { cursor: id } },
  'accounts.mergedInto': { access: 'staff', input: { id } },
  'accounts.merge': {
    access: 'staff',
    input: { survivorId: id, otherId: randomUUID(), fromOther: ['notes'] },
  },
  'accounts.options': { access: 'staff' },
  'contacts.list': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      withoutAccount: true,
    },
  },
  'contacts.count': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      withoutAccount: true,
    },
  },
  'contacts.byId': { access: 'staff', input: { id } },
  'contacts.create': { access: 'staff', input: contact },
  'contacts.update': { access: 'staff', input: { ...contact, id } },
  'contacts.delete': { access: 'staff', input: { id } },
  'contacts.restore': { access: 'staff', input: { id } },
  'contacts.bulk': { access: 'staff', input: { action: 'restore', ids: [id] } },
  'contacts.likelyDuplicates': { access: 'staff', input: { id, values: contact } },
  'contacts.possibleDuplicates': { access: 'staff', input: { cursor: id } },
  'contacts.mergedInto': { access: 'staff', input: { id } },
  'contacts.merge': {
    access: 'staff',
    input: { survivorId: id, otherId: randomUUID(), fromOther: ['notes'] },
  },
  'contacts.byAccount': { access: 'staff', input: { accountId: id, sort: 'newest' } },
  'search.global': { access: 'staff', input: { query: '0412 345' } },
  'history.list': { access: 'staff', input: { recordType: 'leads', recordId: id } },
  'imports.byId': { access: 'staff', input: { id } },
  'imports.preview': {
    access: 'staff',
    input: { id, mapping: ['firstName', null], upsertKey: 'email', createMissingAccounts: true },
  },
  'imports.start': {
    access: 'staff',
    input: { id, mapping: ['firstName', null], upsertKey: 'email', createMissingAccounts: false },
  },
  'demoData.create': { access: 'admin' },
  'demoData.clear': { access: 'admin' },
  'intake.formToken': { access: 'public' },
  'intake.createLeadFromForm': {
    access: 'public',
    input: {
      formType: 'contact',
      formData: {
        name: 'Jo Probe',
        email: 'jo.probe@example.com',
        phone: '0400 000 000',
        company: 'Probe Care',
        message: 'Hello',
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken: 'not-a-token',
    },
  },
  'quotes.list': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      leadId: id,
    },
  },
  'quotes.count': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: '00000000-0000-4000-8000-000000000000',
      pageSize: 10,
      leadId: id,
    },
  },
  'quotes.byId': { access: 'staff', input: { id } },
  'quotes.withdraw': { access: 'staff', input: { id } },
  'quotes.byToken': { access: 'public', input: { token: 'not-a-real-token-but-long-enough' } },
  'quotes.accept': {
    access: 'public',
    input: {
      details: {
        name: 'Jo Probe',
        email: 'jo.probe@example.com',
        phone: '0400 000 000',
        businessName: 'Probe Care',
        abn: '51 824 753 556',
        website: '',
      },
      providerType: 'new_provider',
      groupIds: ['rg-0104'],
      total: 4730,
      termsVersion: '2026-11',
      formToken: 'not-a-token',
    },
  },
  'emails.list': {
    access: 'staff',
    input: {
      search: 'x',
      sort: 'newest',
      after: id,
      pageSize: 10,
      subject: 'lead',
      subjectId: id,
      status: 'sent',
      unmatched: true,
    },
  },
  'emails.count': { access: 'staff', input: { search: 'x', subject: 'contact', subjectId: id } },
  'emails.byId': { access: 'staff', input: { id } },
  'emails.composer': { access: 'staff', input: { subject: 'lead', subjectId: id } },
  'emails.merge': {
    access: 'staff',
    input: {
      record: { subject: 'lead', subjectId: id },
      subject: 'Hi {{contact.firstName}}',
      body: '<p>Hi</p>',
    },
  },
  'emails.send': {
    access: 'staff',
    input: {
      record: { subject: 'lead', subjectId: id },
      to: ['jo.probe@example.com'],
      cc: [],
      subject: 'Probe',
      body: '<p>Probe</p>',
      attachments: [{ kind: 'quote', quoteId: id }],
    },
  },
  'emails.sendAgain': { access: 'staff', input: { id } },
  'emails.attach': { access: 'staff', input: { id, record: { subject: 'contact', subjectId: id } } },
  'emails.discard': { access: 'staff', input: { id } },
  'email_templates.list': { access: 'staff', input: { search: 'x', sort: 'name', after: id, pageSize: 10 } },
  'email_templates.count': { access: 'staff', input: { search: 'x' } },
  'email_templates.byId': { access: 'staff', input: { id } },
  'email_templates.create': {
    access: 'manager',
    input: { name: 'Probe', subject: 'Hi {{contact.firstName}}', body: '<p>Probe</p>' },
  },
  'email_templates.update': {
    access: 'manager',
    input: { id, name: 'Probe', subject: 'Hi {{contact.firstName}}', body: '<p>Probe</p>' },
  },
  'email_templates.delete': { access: 'manager', input: { id } },
  'email_templates.restore': { access: 'manager', input: { id } },
  'enquiryRouting.get': { access: 'admin' },
  'enquiryRouting.save': {
    access: 'admin',
    input: { mode: 'unassigned', defaultOwnerId: null, roundRobinIds: [], sharedInbox: '' },
  },
  'team.list': { access: 'manager' },
  'team.invitations': { access: 'admin' },
  'team.approve': { access: 'admin', input: { userId: id } },
  'team.deactivate': { access: 'admin', input: { userId: id } },
  'team.changeRole': { access: 'admin', input: { userId: id, role: 'staff' } },
  'team.invite': { access: 'admin', input: { email: 'invited.probe@example.com', role: 'staff' } },
  'team.withdrawInvitation': { access: 'admin', input: { id } },
  'backups.list': { access: 'admin' },
  'backups.start': { access: 'admin' },
  'backups.status': { access: 'admin', input: { jobId: id } },
  'privacy.erase': {
    access: 'manager',
    input: { contactId: id, reason: 'Asked by email', confirmName: 'Probe Person' },
  },
  'privacy.retention': { access: 'manager' },
  'privacy.saveRetention': {
    access: 'manager',
    input: { unconvertedLeadMonths: 24, websiteEnquiryMonths: 24, closedLostMonths: 84 },
  },
  'privacyRequests.list': { access: 'manager', input: { cursor: id } },
  'privacyRequests.create': { access: 'manager', input: privacyRequest },
  'privacyRequests.update': { access: 'manager', input: { id, ...privacyRequest } },
  'dataBreaches.list': { access: 'manager', input: { cursor: id } },
  'dataBreaches.create': { access: 'manager', input: dataBreach },
  'dataBreaches.update': { access: 'manager', input: { id, ...dataBreach } },
  'team.security': { access: 'admin' },
  // Turning the requirement on would send every other probe to set-up: the probe turns it off.
  'team.requireTwoFactor': { access: 'admin', input: { required: false } },
  'team.resetTwoFactor': { access: 'admin', input: { userId: id } },
  'team.sendPasswordReset': { access: 'admin', input: { userId: id } },
  'team.loginHistory': { access: 'admin', input: { userId: id, after: id } },
};

/** Every procedure of appRouter, with its case; throws for a procedure or a registered record type that has none. */
export function procedureCases(): ProcedureCase[] {
  for (const type of recordTypes) {
    if (!Object.keys(cases).some((path) => path.startsWith(`${type}.`)))
      throw new Error(
        `No access cases for the record type ${type}: add its procedures to tests/support/procedures.ts`,
      );
  }
  // At run time tRPC keeps every procedure in one flat record keyed by its dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const entry = cases[path];
    if (!entry)
      throw new Error(`No access case for the procedure ${path}: add it to tests/support/procedures.ts`);
    return {
      path,
      type: procedure._def.type === 'query' ? 'query' : 'mutation',
      access: entry.access,
      input: entry.input,
    };
  });
}
