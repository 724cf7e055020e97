import { Menu } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { crmBackupsPath } from '../../../shared/routes.ts';
import type { CrmTab } from '../shell/crmTabs.tsx';
import { BackupsPage } from './BackupsPage.tsx';

/** Settings › Backups, as the CRM's routes list it. */
export const backupsSettingsPage: CrmTab = {
  path: 'settings/backups',
  label: 'Backups',
  icon: IconDatabaseExport,
  content: <BackupsPage />,
};

/** The user menu's entry for admins. */
export function BackupsMenuItem() {
  return (
    <Menu.Item leftSection={<IconDatabaseExport size={16} />} component={Link} to={crmBackupsPath}>
      Backups
    </Menu.Item>
  );
}
