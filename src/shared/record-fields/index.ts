import type { ActivitySubject } from '../enums.ts';
import { accountFields } from './accounts.ts';
import { contactFields } from './contacts.ts';
import { documentFields } from './documents.ts';
import { emailTemplateFields } from './email-templates.ts';
import { emailFields } from './emails.ts';
import { evidenceRequestFields } from './evidence-requests.ts';
import type { RecordField } from './fields.ts';
import { leadFields } from './leads.ts';
import { opportunityFields } from './opportunities.ts';
import { quoteFields } from './quotes.ts';
import { taskFields } from './tasks.ts';

/** What src/shared knows of a record type. */
type CatalogueEntry = {
  fields: readonly RecordField[];
  /** Whether a CSV can be imported into it. */
  importable: boolean;
  /** Its URL segment under /crm when it is not the type's name. */
  urlSegment?: string;
  /** Its name as what activities and tasks are on, when it can hold them. */
  subject?: ActivitySubject;
  /**
   * False when the record kit draws no screens for it, so the client's registry leaves it out:
   * emails show on their records' cards, templates in Settings.
   */
  screens?: false;
};

/**
 * The CRM's record types, the one list of them both sides read, by their table's name (also
 * their router's name and, unless `urlSegment` says otherwise, their path under /crm): each
 * one's fields, whether a CSV can be imported into it and what activities name it. The
 * registries (server: src/server/record-types.ts; client: src/client/crm/record-types.tsx)
 * declare each one's behaviour and screens and fail to compile without every name here.
 */
const recordTypeCatalogue = {
  leads: { fields: leadFields, importable: true, subject: 'lead' },
  contacts: { fields: contactFields, importable: true, subject: 'contact' },
  accounts: { fields: accountFields, importable: true, subject: 'account' },
  opportunities: { fields: opportunityFields, importable: false, subject: 'opportunity' },
  quotes: { fields: quoteFields, importable: false },
  tasks: { fields: taskFields, importable: false, urlSegment: 'activities' },
  documents: { fields: documentFields, importable: false },
  emails: { fields: emailFields, importable: false, urlSegment: 'activities', screens: false },
  email_templates: {
    fields: emailTemplateFields,
    importable: false,
    urlSegment: 'settings/email-templates',
    screens: false,
  },
  evidence_requests: { fields: evidenceRequestFields, importable: false, urlSegment: 'evidence-requests' },
} as const satisfies Record<string, CatalogueEntry>;

type Catalogue = typeof recordTypeCatalogue;
export type RecordTypeName = keyof Catalogue;
/** The record types with CRM screens, which the client's registry declares. */
export type ScreenTypeName = {
  [Name in RecordTypeName]: Catalogue[Name] extends { screens: false } ? never : Name;
}[RecordTypeName];
/** The record types a CSV can be imported into. */
export type ImportTypeName = {
  [Name in RecordTypeName]: Catalogue[Name]['importable'] extends true ? Name : never;
}[RecordTypeName];

export const recordTypes = Object.keys(recordTypeCatalogue) as [RecordTypeName, ...RecordTypeName[]];

export const importTypes = recordTypes.filter(
  (name) => recordTypeCatalogue[name].importable,
) as readonly ImportTypeName[] as [ImportTypeName, ...ImportTypeName[]];

/** Each record type's fields by its table's name. */
export const recordFields: Readonly<Record<string, readonly RecordField[]>> = Object.fromEntries(
  recordTypes.map((name) => [name, recordTypeCatalogue[name].fields]),
);

/** Each record type's URL segment under /crm. */
export function urlSegmentOf(name: RecordTypeName): string {
  const entry: CatalogueEntry = recordTypeCatalogue[name];
  return entry.urlSegment ?? name;
}

/** The record type an activity's or a task's subject names ('lead' → 'leads'). */
export function recordTypeOfSubject(subject: ActivitySubject): RecordTypeName {
  const name = recordTypes.find((type) => (recordTypeCatalogue[type] as CatalogueEntry).subject === subject);
  if (!name) throw new Error(`No record type holds '${subject}'`);
  return name;
}
