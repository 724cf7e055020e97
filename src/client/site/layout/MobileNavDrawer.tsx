import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { serviceCategories } from '../../../shared/catalog/site.ts';
import { crmBasePath, publicPaths } from '../../../shared/routes.ts';
import { BrandLink } from './BrandLink.tsx';
import { homeSectionPath, navigationSections } from './homeSections.ts';

/** The navigation bar's links for narrow screens, opened by the burger button. */
export default function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      position="right"
      hiddenFrom="sm"
      title={<BrandLink onClick={onClose} />}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <Stack component="nav" aria-label="Main" gap="xs">
        <div>
          <NavLink
            component={Link}
            to={publicPaths.ndisAudits}
            label="NDIS Audits"
            active={pathname === publicPaths.ndisAudits}
            onClick={onClose}
          />
          <NavLink label="Services" defaultOpened>
            {serviceCategories.map((service) => (
              <NavLink
                key={service.id}
                component={Link}
                to={service.path}
                label={service.label}
                active={pathname === service.path}
                onClick={onClose}
              />
            ))}
          </NavLink>
          {navigationSections.map((section) => (
            <NavLink
              key={section.id}
              component={Link}
              to={homeSectionPath(section.id)}
              label={section.label}
              onClick={onClose}
            />
          ))}
        </div>
        <Button component={Link} to={crmBasePath} onClick={onClose} fullWidth>
          CRM Login
        </Button>
      </Stack>
    </Drawer>
  );
}
