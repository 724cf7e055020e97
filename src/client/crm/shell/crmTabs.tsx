import {
  IconActivity,
  IconAddressBook,
  IconBriefcase,
  IconBuilding,
  IconFileInvoice,
  IconFileText,
  IconInbox,
  IconLayoutDashboard,
  IconShieldLock,
  IconTargetArrow,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { crmBasePath } from '../../../shared/routes.ts';
import { accountRecords } from '../accounts/accountRecords.tsx';
import { contactRecords } from '../contacts/contactRecords.tsx';
import { DashboardTab } from '../dashboard/DashboardTab.tsx';
import { leadRecords } from '../leads/leadRecords.tsx';
import { opportunityRecords } from '../opportunities/opportunityRecords.tsx';
import { quoteRecords } from '../quotes/quoteRecords.tsx';
import { RecordRoutes } from '../records/RecordRoutes.tsx';
import { backupsSettingsPage } from '../settings/backupsSettings.tsx';
import { taskRecords } from '../tasks/taskRecords.tsx';
import { SecurityPage } from '../settings/SecurityPage.tsx';
import { EnquiryRoutingPage } from '../settings/EnquiryRoutingPage.tsx';
import { TeamPage } from '../team/TeamPage.tsx';
import { ComingSoonTab } from './ComingSoonTab.tsx';

export type CrmTab = {
  /** The URL segment under /crm (a record type's screens are below it); the dashboard has none. */
  path: string;
  label: string;
  icon: Icon;
  content: ReactNode;
};

/** The CRM's tabs in sidebar order (the spec's, with Quotes after Opportunities); the first is the default. */
export const crmTabs: readonly CrmTab[] = [
  { path: '', label: 'Dashboard', icon: IconLayoutDashboard, content: <DashboardTab /> },
  { path: 'leads', label: 'Leads', icon: IconTargetArrow, content: <RecordRoutes type={leadRecords} /> },
  {
    path: 'contacts',
    label: 'Contacts',
    icon: IconAddressBook,
    content: <RecordRoutes type={contactRecords} />,
  },
  {
    path: 'accounts',
    label: 'Accounts',
    icon: IconBuilding,
    content: <RecordRoutes type={accountRecords} />,
  },
  {
    path: 'opportunities',
    label: 'Opportunities',
    icon: IconBriefcase,
    content: <RecordRoutes type={opportunityRecords} />,
  },
  { path: 'quotes', label: 'Quotes', icon: IconFileInvoice, content: <RecordRoutes type={quoteRecords} /> },
  {
    path: 'activities',
    label: 'Activities',
    icon: IconActivity,
    content: <RecordRoutes type={taskRecords} />,
  },
  { path: 'documents', label: 'Documents', icon: IconFileText, content: <ComingSoonTab /> },
];

export function crmTabUrl(tab: CrmTab): string {
  return tab.path ? `${crmBasePath}/${tab.path}` : crmBasePath;
}

/** Pages reached from the user menu's Settings rather than the sidebar. */
export const settingsPages: readonly CrmTab[] = [
  { path: 'settings/team', label: 'Team', icon: IconUsersGroup, content: <TeamPage /> },
  backupsSettingsPage,
  { path: 'settings/security', label: 'Security', icon: IconShieldLock, content: <SecurityPage /> },
  { path: 'settings/enquiries', label: 'Enquiries', icon: IconInbox, content: <EnquiryRoutingPage /> },
];
