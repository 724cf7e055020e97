import { matchPath, useLocation } from 'react-router-dom';
import { crmTabs, crmTabUrl, settingsPages, type CrmTab } from './crmTabs.tsx';

/** The tab (or settings page) whose URL the current one is, or is under (a record's detail is in its type's tab). */
export function useActiveTab(): CrmTab | undefined {
  const { pathname } = useLocation();
  return [...crmTabs, ...settingsPages].find((tab) =>
    matchPath({ path: crmTabUrl(tab), end: tab.path === '' }, pathname),
  );
}
