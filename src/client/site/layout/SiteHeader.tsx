import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { crmBasePath, publicPaths } from '../../../shared/routes.ts';
import { lazyPart } from '../../components/lazyPart.tsx';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';
import { BrandLink } from './BrandLink.tsx';
import { homeSectionPath, navigationSections } from './homeSections.ts';
import { ServicesButton } from './ServicesButton.tsx';

// The dropdown and the phone menu bring floating and focus-trapping code the page can show without.
const ServicesMenu = lazyPart(
  () => import('./ServicesMenu.tsx'),
  <ServicesButton disabled data-awaiting-hydration />,
);
const MobileNavDrawer = lazyPart(() => import('./MobileNavDrawer.tsx'));

/** Height of the sticky navigation bar; sections scrolled to leave this much room above them. */
export const siteHeaderHeight = 64;

export function SiteHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const onAuditsPage = pathname === publicPaths.ndisAudits;
  const untilHydrated = useDisabledUntilHydrated();

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
              <ServicesMenu />
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
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>
      <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
    </Box>
  );
}
