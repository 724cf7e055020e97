import { matchPath, useLocation } from 'react-router-dom';
import { crmTabs, crmTabUrl, type CrmTab } from './crmTabs.tsx';

/** The tab whose URL is the current one. */
export function useActiveTab(): CrmTab | undefined {
  const { pathname } = useLocation();
  return crmTabs.find((tab) => matchPath(crmTabUrl(tab), pathname));
}
