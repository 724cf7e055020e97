import { Account } from './account.ts';
import { AccountSignInFailure } from './account-sign-in-failure.ts';
import { Activity } from './activity.ts';
import { AppMeta } from './app-meta.ts';
import { AuditLog } from './audit-log.ts';
import { Contact } from './contact.ts';
import { DataImport } from './data-import.ts';
import { Document, DocumentVersion } from './document.ts';
import { Email } from './email.ts';
import { EmailTemplate } from './email-template.ts';
import { EnquiryRouting } from './enquiry-routing.ts';
import { EvidenceRequest, EvidenceRequestItem } from './evidence-request.ts';
import { PrivacyRequest } from './privacy-request.ts';
import { DataBreach } from './data-breach.ts';
import { EvidenceTemplate } from './evidence-template.ts';
import { ImportChunk } from './import-chunk.ts';
import { ImportFailure } from './import-failure.ts';
import { Lead } from './lead.ts';
import { LeadAssignment } from './lead-assignment.ts';
import { ListView } from './list-view.ts';
import { Notification } from './notification.ts';
import { Opportunity } from './opportunity.ts';
import { Passkey } from './passkey.ts';
import { PasswordReset } from './password-reset.ts';
import { LeadTotal } from './lead-total.ts';
import { ReportActivityDay } from './report-activity-day.ts';
import { ReportLeadDay } from './report-lead-day.ts';
import { Profile } from './profile.ts';
import { Quote } from './quote.ts';
import { QuoteNumber } from './quote-number.ts';
import { RecoveryCode } from './recovery-code.ts';
import { RateLimit } from './rate-limit.ts';
import { RetentionSettings } from './retention-settings.ts';
import { Session } from './session.ts';
import { SignInAttempt } from './sign-in-attempt.ts';
import { SignInFailure } from './sign-in-failure.ts';
import { SignUp } from './sign-up.ts';
import { PendingFile } from './pending-file.ts';
import { StoredFile, StoredFileChunk } from './stored-file.ts';
import { Task } from './task.ts';
import { TotpCredential } from './totp-credential.ts';
import { User } from './user.ts';
import { WebauthnChallenge } from './webauthn-challenge.ts';

/** Every entity the ORM knows; a new entity is added here and then gets its migration. */
export const entities = [
  AppMeta,
  User,
  Profile,
  Session,
  TotpCredential,
  RecoveryCode,
  Passkey,
  WebauthnChallenge,
  SignInFailure,
  AccountSignInFailure,
  SignInAttempt,
  PasswordReset,
  SignUp,
  RateLimit,
  Account,
  Contact,
  Lead,
  LeadAssignment,
  ListView,
  Opportunity,
  Email,
  EmailTemplate,
  Activity,
  Task,
  Notification,
  LeadTotal,
  ReportLeadDay,
  ReportActivityDay,
  QuoteNumber,
  Quote,
  AuditLog,
  DataImport,
  ImportChunk,
  ImportFailure,
  EnquiryRouting,
  RetentionSettings,
  StoredFile,
  StoredFileChunk,
  PendingFile,
  Document,
  DocumentVersion,
  EvidenceTemplate,
  EvidenceRequest,
  EvidenceRequestItem,
  PrivacyRequest,
  DataBreach,
];
