import {
  IconActivity,
  IconAddressBook,
  IconBriefcase,
  IconBuilding,
  IconChecklist,
  IconFileInvoice,
  IconFileText,
  IconTargetArrow,
  type Icon,
} from '@tabler/icons-react';
import type { z } from 'zod';
import { urlSegmentOf, type RecordTypeName, type ScreenTypeName } from '../../shared/record-fields/index.ts';
import { accountRecords } from './accounts/accountRecords.tsx';
import { contactRecords } from './contacts/contactRecords.tsx';
import { documentRecords } from './documents/documentRecords.tsx';
import { evidenceRequestRecords } from './evidence-requests/evidenceRequestRecords.tsx';
import { leadRecords } from './leads/leadRecords.tsx';
import { opportunityRecords } from './opportunities/opportunityRecords.tsx';
import { quoteRecords } from './quotes/quoteRecords.tsx';
import { RecordRoutes } from './records/RecordRoutes.tsx';
import type { Identified, RecordType, TableRow } from './records/recordType.ts';
import type { CrmTab } from './shell/crmTabs.tsx';
import { taskRecords } from './tasks/taskRecords.tsx';

/** A record type's tab: its screens under its URL segment (src/shared's catalogue), its label and icon. */
function recordTab<
  Name extends RecordTypeName,
  Schema extends z.ZodType<object>,
  Row extends TableRow,
  Detail extends Identified,
  Filters,
>(
  label: string,
  icon: Icon,
  records: RecordType<Schema, Row, Detail, Filters> & { path: Name },
): CrmTab & { type: Name } {
  return {
    type: records.path,
    path: urlSegmentOf(records.path),
    label,
    icon,
    content: <RecordRoutes type={records} />,
  };
}

/**
 * The client's registry of record types, one line a type, in sidebar order: its tab's label and
 * icon and its screens (the `*Records` declaration in its folder). The sidebar and the routes
 * read it; every name of src/shared's `recordTypes` must be here, with its own screens (the
 * `satisfies` checks).
 */
export const recordTabs = {
  leads: recordTab('Leads', IconTargetArrow, leadRecords),
  contacts: recordTab('Contacts', IconAddressBook, contactRecords),
  accounts: recordTab('Accounts', IconBuilding, accountRecords),
  opportunities: recordTab('Opportunities', IconBriefcase, opportunityRecords),
  quotes: recordTab('Quotes', IconFileInvoice, quoteRecords),
  tasks: recordTab('Activities', IconActivity, taskRecords),
  documents: recordTab('Documents', IconFileText, documentRecords),
  evidence_requests: recordTab('Evidence requests', IconChecklist, evidenceRequestRecords),
} satisfies { [Name in ScreenTypeName]: CrmTab & { type: Name } };
