import {
  IconChartBar,
  IconHourglass,
  IconInbox,
  IconMailCog,
  IconMailQuestion,
  IconLayoutDashboard,
  IconShieldExclamation,
  IconShieldLock,
  IconLockAccess,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { crmBasePath } from '../../../shared/routes.ts';
import { DashboardTab } from '../dashboard/DashboardTab.tsx';
import { recordTabs } from '../record-types.tsx';
import { ReportsTab } from '../reports/ReportsTab.tsx';
import { backupsSettingsPage } from '../settings/backupsSettings.tsx';
import { SecurityPage } from '../settings/SecurityPage.tsx';
import { EmailTemplatesPage } from '../settings/EmailTemplatesPage.tsx';
import { UnmatchedMailPage } from '../emails/UnmatchedMailPage.tsx';
import { EnquiryRoutingPage } from '../settings/EnquiryRoutingPage.tsx';
import { PrivacyRequestsPage } from '../settings/PrivacyRequestsPage.tsx';
import { DataBreachesPage } from '../settings/DataBreachesPage.tsx';
import { RetentionPage } from '../settings/RetentionPage.tsx';
import { TeamPage } from '../team/TeamPage.tsx';

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
  ...Object.values(recordTabs),
  { path: 'reports', label: 'Reports', icon: IconChartBar, content: <ReportsTab /> },
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
  {
    path: 'settings/email-templates',
    label: 'Email templates',
    icon: IconMailCog,
    content: <EmailTemplatesPage />,
  },
  {
    path: 'settings/unmatched-mail',
    label: 'Unmatched mail',
    icon: IconMailQuestion,
    content: <UnmatchedMailPage />,
  },
  {
    path: 'settings/privacy-requests',
    label: 'Privacy requests',
    icon: IconLockAccess,
    content: <PrivacyRequestsPage />,
  },
  {
    path: 'settings/data-breaches',
    label: 'Data breaches',
    icon: IconShieldExclamation,
    content: <DataBreachesPage />,
  },
  {
    path: 'settings/data-retention',
    label: 'Data retention',
    icon: IconHourglass,
    content: <RetentionPage />,
  },
];
