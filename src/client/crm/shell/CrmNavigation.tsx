import { NavLink } from '@mantine/core';
import { Link } from 'react-router-dom';
import { crmTabs, crmTabUrl, type CrmTab } from './crmTabs.tsx';

type CrmNavigationProps = { activeTab: CrmTab | undefined; onNavigate: () => void };

/** The sidebar's tab links. */
export function CrmNavigation({ activeTab, onNavigate }: CrmNavigationProps) {
  return crmTabs.map((tab) => (
    <NavLink
      key={tab.label}
      component={Link}
      to={crmTabUrl(tab)}
      label={tab.label}
      leftSection={<tab.icon size={20} stroke={1.6} />}
      active={tab === activeTab}
      aria-current={tab === activeTab ? 'page' : undefined}
      onClick={onNavigate}
    />
  ));
}
