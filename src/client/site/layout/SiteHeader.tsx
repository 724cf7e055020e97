import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { crmBasePath, publicPaths } from '../../../shared/routes.ts';
import { useCodeOnDemand } from '../../components/useCodeOnDemand.ts';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';
import { BrandLink } from './BrandLink.tsx';
import { homeSectionPath, navigationSections } from './homeSections.ts';
import { ServicesNav } from './ServicesNav.tsx';

/** Height of the sticky navigation bar; sections scrolled to leave this much room above them. */
export const siteHeaderHeight = 64;

export function SiteHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const onAuditsPage = pathname === publicPaths.ndisAudits;
  const untilHydrated = useDisabledUntilHydrated();
  // The phone menu's code (a drawer that traps focus) loads when the burger is reached for.
  const { component: MobileNavDrawer, load: loadDrawer } = useCodeOnDemand(
    () => import('./MobileNavDrawer.tsx'),
  );

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      h={siteHeaderHeight}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLink inHeader />
          <Box component="nav" aria-label="Main" visibleFrom="sm">
            <Group gap={4} wrap="nowrap">
              <Button
                component={Link}
                to={publicPaths.ndisAudits}
                size="compact-md"
                variant={onAuditsPage ? 'light' : 'subtle'}
                color={onAuditsPage ? 'blue' : 'dark'}
                aria-current={onAuditsPage ? 'page' : undefined}
              >
                NDIS Audits
              </Button>
              <ServicesNav />
              {navigationSections.map((section) => (
                <Button
                  key={section.id}
                  component={Link}
                  to={homeSectionPath(section.id)}
                  size="compact-md"
                  variant="subtle"
                  color="gray"
                  c="dark.6"
                >
                  {section.label}
                </Button>
              ))}
              <Button component={Link} to={crmBasePath} size="compact-md" ml="xs">
                CRM Login
              </Button>
            </Group>
          </Box>
          <Burger
            {...untilHydrated}
            hiddenFrom="sm"
            opened={drawerOpened}
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
            onClick={() => {
              loadDrawer();
              drawer.toggle();
            }}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>
      {MobileNavDrawer && <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />}
    </Box>
  );
}
