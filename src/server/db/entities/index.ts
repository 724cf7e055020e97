import { Account } from './account.ts';
import { AccountSignInFailure } from './account-sign-in-failure.ts';
import { Activity } from './activity.ts';
import { AppMeta } from './app-meta.ts';
import { AuditLog } from './audit-log.ts';
import { Contact } from './contact.ts';
import { DataImport } from './data-import.ts';
import { EnquiryRouting } from './enquiry-routing.ts';
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
import { Profile } from './profile.ts';
import { Quote } from './quote.ts';
import { QuoteNumber } from './quote-number.ts';
import { RecoveryCode } from './recovery-code.ts';
import { RateLimit } from './rate-limit.ts';
import { Session } from './session.ts';
import { SignInAttempt } from './sign-in-attempt.ts';
import { SignInFailure } from './sign-in-failure.ts';
import { SignUp } from './sign-up.ts';
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
  Activity,
  Task,
  Notification,
  LeadTotal,
  QuoteNumber,
  Quote,
  AuditLog,
  DataImport,
  ImportChunk,
  ImportFailure,
  EnquiryRouting,
];
