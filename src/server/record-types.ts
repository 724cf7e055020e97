import type { ImportTypeName, RecordTypeName } from '../shared/record-fields/index.ts';
import { accountDeclaration } from './features/accounts/declaration.ts';
import { contactDeclaration } from './features/contacts/declaration.ts';
import { documentDeclaration } from './features/documents/declaration.ts';
import { emailTemplateDeclaration } from './features/email-templates/declaration.ts';
import { emailDeclaration } from './features/emails/declaration.ts';
import { evidenceRequestDeclaration } from './features/evidence-requests/declaration.ts';
import { leadDeclaration } from './features/leads/declaration.ts';
import { opportunityDeclaration } from './features/opportunities/declaration.ts';
import { quoteDeclaration } from './features/quotes/declaration.ts';
import type { RecordImport } from './features/records/import/import-type.ts';
import { activityPersonalData, type PersonalDataSection } from './features/records/personal-data.ts';
import type { RegisteredType } from './features/records/registered-type.ts';
import { taskDeclaration } from './features/tasks/declaration.ts';

/** A registered type takes a CSV import exactly when src/shared says it is importable. */
type Registered<Name extends RecordTypeName> = RegisteredType &
  (Name extends ImportTypeName ? { import: RecordImport } : { import?: undefined });

/**
 * The server's registry of record types, one line a type, in the order global search groups
 * them: the API composes their routers from it, and the CSV export, global search and CSV import
 * read it. Every name of src/shared's `recordTypes` must be here (the `satisfies` checks).
 */
export const registeredTypes = {
  leads: leadDeclaration,
  contacts: contactDeclaration,
  accounts: accountDeclaration,
  opportunities: opportunityDeclaration,
  quotes: quoteDeclaration,
  tasks: taskDeclaration,
  documents: documentDeclaration,
  emails: emailDeclaration,
  email_templates: emailTemplateDeclaration,
  evidence_requests: evidenceRequestDeclaration,
} satisfies { [Name in RecordTypeName]: Registered<Name> };

type Registry = typeof registeredTypes;

/** Each record type's router under its name, for the app's router. */
export const recordTypeRouters = Object.fromEntries(
  Object.entries(registeredTypes).map(([name, type]) => [name, type.router]),
) as { [Name in keyof Registry]: Registry[Name]['router'] };

/**
 * Every table that holds data about a person, for privacy requests (features/privacy): what the
 * record types declare (`personalData`), then the kit's own activities. A table that is no record
 * type (a mail log) adds its section here.
 */
export const personalDataSections: readonly PersonalDataSection[] = [
  ...Object.values(registeredTypes).flatMap((type: RegisteredType) => type.personalData ?? []),
  activityPersonalData,
];
