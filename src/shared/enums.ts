/** Every enumeration of the spec, with its display label. Values are the spec's; labels are what people see. */

/** An enumeration's values in order, their labels, and the `{ value, label }` choices a select shows. */
export function labelled<const T extends string>(labels: Record<T, string>) {
  const values = Object.keys(labels) as [T, ...T[]];
  const label = (value: T) => labels[value];
  /** The value as one of these, or null (a URL parameter, a cell of a file). */
  const parse = (value: string | null): T | null => values.find((known) => known === value) ?? null;
  return { values, labels, label, parse, options: values.map((value) => ({ value, label: label(value) })) };
}

export const leadStatus = labelled({
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal_sent: 'Proposal Sent',
  negotiation: 'Negotiation',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
});
export type LeadStatus = (typeof leadStatus.values)[number];

export const priority = labelled({ low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' });
export type Priority = (typeof priority.values)[number];

/** All activity types that can be shown; people can choose only the first four. */
export const activityType = labelled({
  call: 'Call',
  email: 'Email',
  meeting: 'Meeting',
  note: 'Note',
  form_submission: 'Form Submission',
  assignment: 'Assignment',
  stage_change: 'Stage Change',
  conversion: 'Conversion',
  task_completed: 'Task Completed',
  merge: 'Merge',
});
export type ActivityType = (typeof activityType.values)[number];
export const choosableActivityTypes = [
  'call',
  'email',
  'meeting',
  'note',
] as const satisfies readonly ActivityType[];
export type ChoosableActivityType = (typeof choosableActivityTypes)[number];

/** How a logged call went (Log call's outcome). */
export const callOutcome = labelled({
  reached: 'Reached',
  left_voicemail: 'Left voicemail',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
});
export type CallOutcome = (typeof callOutcome.values)[number];

/** Log call's follow-up presets; callFollowUpDays says how many days ahead each is. */
export const callFollowUp = labelled({
  none: 'None',
  tomorrow: 'Tomorrow',
  in_3_days: 'In 3 days',
  next_week: 'Next week',
  in_2_weeks: 'In 2 weeks',
});
export type CallFollowUp = (typeof callFollowUp.values)[number];
export const callFollowUpDays = {
  none: null,
  tomorrow: 1,
  in_3_days: 3,
  next_week: 7,
  in_2_weeks: 14,
} as const satisfies Record<CallFollowUp, number | null>;

export const enquiryType = labelled({
  sales_inquiry: 'Sales Inquiry',
  service_request: 'Service Request',
  support_ticket: 'Support Ticket',
  partnership: 'Partnership',
  registration: 'Registration',
  audit_request: 'Audit Request',
  consultation: 'Consultation',
  quote_request: 'Quote Request',
});
export type EnquiryType = (typeof enquiryType.values)[number];

export const leadSource = labelled({
  website_form: 'Website Form',
  phone: 'Phone',
  email: 'Email',
  referral: 'Referral',
  social_media: 'Social Media',
  other: 'Other',
});
export type LeadSource = (typeof leadSource.values)[number];

/** How far a lead went (the leads list's filter behind the conversion report): converted to an opportunity, or that opportunity won. */
export const leadOutcome = labelled({ converted: 'Converted', won: 'Won' });
export type LeadOutcome = (typeof leadOutcome.values)[number];

export const providerType = labelled({
  new_provider: 'New Provider',
  existing_seeking_registration: 'Existing, Seeking Registration',
  registered_seeking_support: 'Registered, Seeking Support',
});
export type ProviderType = (typeof providerType.values)[number];

export const supportPackage = labelled({
  essential: 'Essential',
  strategic_growth: 'Strategic Growth',
  premium_partnership: 'Premium Partnership',
});
export type SupportPackage = (typeof supportPackage.values)[number];

export const contactRole = labelled({
  decision_maker: 'Decision Maker',
  influencer: 'Influencer',
  champion: 'Champion',
  gatekeeper: 'Gatekeeper',
  technical_contact: 'Technical Contact',
  financial_contact: 'Financial Contact',
  end_user: 'End User',
});
export type ContactRole = (typeof contactRole.values)[number];

export const accountType = labelled({
  small_business: 'Small Business',
  enterprise: 'Enterprise',
  government: 'Government',
  non_profit: 'Non Profit',
  startup: 'Startup',
  individual: 'Individual',
});
export type AccountType = (typeof accountType.values)[number];

/** Roles a staff member can hold; the badge shows admin red, manager blue, anything else grey. */
export const staffRole = labelled({ admin: 'admin', manager: 'manager', staff: 'staff' });
export type StaffRole = (typeof staffRole.values)[number];
export const defaultStaffRole: StaffRole = 'staff';

/** An opportunity's stages in pipeline order; the board has one column each. */
export const opportunityStage = labelled({
  qualification: 'Qualification',
  needs_analysis: 'Needs Analysis',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
});
export type OpportunityStage = (typeof opportunityStage.values)[number];

/** The stages of deals still being worked: the open pipeline. */
export const openStages = [
  'qualification',
  'needs_analysis',
  'proposal',
  'negotiation',
] as const satisfies readonly OpportunityStage[];

/** The stages of deals the forecast counts as committed: Negotiation and later (won). */
export const committedStages = ['negotiation', 'closed_won'] as const satisfies readonly OpportunityStage[];

/** The probability (%) a stage gives an opportunity until someone edits it. */
export const stageProbability: Record<OpportunityStage, number> = {
  qualification: 10,
  needs_analysis: 25,
  proposal: 50,
  negotiation: 75,
  closed_won: 100,
  closed_lost: 0,
};

/** The list's expected-close-date ranges, by calendar quarter in the firm's time zone. */
export const closeRange = labelled({
  this_quarter: 'This quarter',
  next_quarter: 'Next quarter',
  overdue: 'Overdue',
});
export type CloseRange = (typeof closeRange.values)[number];

/** What an activity or a task belongs to. */
export const activitySubject = labelled({
  lead: 'Lead',
  opportunity: 'Opportunity',
  account: 'Account',
  contact: 'Contact',
});
export type ActivitySubject = (typeof activitySubject.values)[number];

/** What a document is, for audit preparation; chosen on upload, changed on its page. */
export const documentType = labelled({
  policy: 'Policy',
  procedure: 'Procedure',
  certificate_of_registration: 'Certificate of registration',
  insurance_certificate: 'Insurance certificate',
  worker_screening: 'Worker screening',
  audit_report: 'Audit report',
  evidence: 'Evidence',
  quote: 'Quote',
  other: 'Other',
});
export type DocumentType = (typeof documentType.values)[number];

/** A task is open until someone completes it. */
export const taskStatus = labelled({ open: 'Open', done: 'Done' });
export type TaskStatus = (typeof taskStatus.values)[number];

/** The Tasks view's groups: open tasks by their due date in the firm's time zone, and the done ones. */
export const taskDue = labelled({ overdue: 'Overdue', today: 'Today', upcoming: 'Upcoming', done: 'Done' });
export type TaskDue = (typeof taskDue.values)[number];

/**
 * The tasks the server makes by itself, at most one open task of each kind per record: a lead's
 * scheduled follow-up, and the tasks of an account's compliance dates.
 */
export const automaticTask = labelled({
  follow_up: 'Follow up',
  renewal_window: 'Registration renewal window opens',
  expiry_60_days: 'Registration expires in 60 days',
  midterm_audit: 'Mid-term audit due',
  document_expiry: 'Document expires in 30 days',
});
export type AutomaticTask = (typeof automaticTask.values)[number];
export const complianceTasks = [
  'renewal_window',
  'expiry_60_days',
  'midterm_audit',
] as const satisfies readonly AutomaticTask[];
export type ComplianceTask = (typeof complianceTasks)[number];

/** What the header's bell shows: a task someone else gave you, an activity that mentions you, an enquiry routed to you. */
export const notificationKind = labelled({
  task_assigned: 'Task assigned',
  mention: 'Mention',
  enquiry_routed: 'New enquiry',
  backup_failed: 'Backup failed',
});
export type NotificationKind = (typeof notificationKind.values)[number];
/** Who gets a new website enquiry or accepted proposal (Settings › Enquiries). */
export const enquiryRoutingMode = labelled({
  unassigned: 'Leave unassigned',
  default_owner: 'One default owner',
  round_robin: 'Round robin among chosen staff',
});
export type EnquiryRoutingMode = (typeof enquiryRoutingMode.values)[number];
/** Where a staff member stands: waiting for an admin, let in, or shut out. */
export const staffStatus = labelled({
  pending: 'Waiting for approval',
  active: 'Active',
  deactivated: 'Deactivated',
});
export type StaffStatus = (typeof staffStatus.values)[number];

/** Where an accepted quote stands: accepted until its validity ends (expired), a later acceptance replaces it (superseded), or staff withdraw it. */
export const quoteStatus = labelled({
  accepted: 'Accepted',
  expired: 'Expired',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
});
export type QuoteStatus = (typeof quoteStatus.values)[number];

/** The provider types a proposal page prices: new providers, and existing ones seeking registration. */
export const quotedProviderTypes = [
  'new_provider',
  'existing_seeking_registration',
] as const satisfies readonly ProviderType[];
export type QuotedProviderType = (typeof quotedProviderTypes)[number];

/** What the change history records of a record: its creation, a change, a delete, a restore, a merge. */
export const auditAction = labelled({
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  merge: 'Merged',
  download: 'Downloaded',
  export: 'Personal data exported',
  erase: 'Personal data erased',
});
export type AuditAction = (typeof auditAction.values)[number];

/** Who made a change when no staff member did: the public site's forms, a CSV import, a scheduled job, a mail to the inbound address, the nightly data retention job. */
export const systemActor = labelled({
  website: 'Website',
  import: 'Import',
  schedule: 'Scheduled job',
  mail: 'Inbound mail',
  retention: 'Data retention',
});
export type SystemActor = (typeof systemActor.values)[number];

/** Where a CSV import is: its file uploaded (columns being matched), waiting for the worker, importing, finished, or stopped by an error. */
export const importStatus = labelled({
  uploaded: 'Uploaded',
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Finished',
  failed: 'Stopped by an error',
});
export type ImportStatus = (typeof importStatus.values)[number];

/** How a sign-in attempt ended, as the login history shows it. */
export const signInOutcome = labelled({
  success: 'Signed in',
  wrong_password: 'Wrong password',
  unknown_account: 'No account with this email',
  email_not_confirmed: 'Email not confirmed',
  deactivated: 'Account deactivated',
  too_many_attempts: 'Refused: too many attempts',
});
export type SignInOutcome = (typeof signInOutcome.values)[number];

/** Where a message of the CRM is: an outgoing one queued, sent or failed; an incoming one received. */
export const emailStatus = labelled({
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  received: 'Received',
});
export type EmailStatus = (typeof emailStatus.values)[number];
/** Where one item of an evidence request is: asked for, a file received, or checked by staff. */
export const evidenceItemStatus = labelled({
  requested: 'Requested',
  received: 'Received',
  accepted: 'Accepted',
  rejected: 'Rejected',
});
export type EvidenceItemStatus = (typeof evidenceItemStatus.values)[number];
/** The same statuses as the provider reads them on the request's private page. */
export const evidenceItemStatusForProvider = labelled({
  requested: 'Requested',
  received: 'Received',
  accepted: 'Accepted',
  rejected: 'Needs another file',
} satisfies Record<EvidenceItemStatus, string>);

/** A person's request under the Privacy Act (APP 12 and 13): see their data, correct it, or erase it. */
export const privacyRequestKind = labelled({
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
});
export type PrivacyRequestKind = (typeof privacyRequestKind.values)[number];
export const privacyRequestStatus = labelled({ open: 'Open', done: 'Done', refused: 'Refused' });
export type PrivacyRequestStatus = (typeof privacyRequestStatus.values)[number];

/** A data breach's assessment under the Notifiable Data Breaches scheme: must the OAIC and the people be told. */
export const breachDecision = labelled({
  undecided: 'Not yet assessed',
  notifiable: 'Notifiable',
  not_notifiable: 'Not notifiable',
});
export type BreachDecision = (typeof breachDecision.values)[number];
