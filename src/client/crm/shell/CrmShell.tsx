import { AppShell, Burger, Group, ScrollArea, Text, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark.tsx';
import type { CurrentUser } from '../currentUser.ts';
import { GlobalSearch } from '../search/GlobalSearch.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { useCrmTitle } from '../useCrmTitle.ts';
import { CrmNavigation } from './CrmNavigation.tsx';
import { useActiveTab } from './useActiveTab.ts';
import { NotificationsBell } from './NotificationsBell.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in frame: sidebar of tabs (a burger menu on small screens), header with the global search, and the active tab. */
export function CrmShell({ user }: { user: CurrentUser }) {
  const [navOpened, nav] = useDisclosure(false);
  const activeTab = useActiveTab();
  useCrmTitle(activeTab?.label);
  const theme = useMantineTheme();
  const wideScreen = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  // Below `sm` a closed navbar only slides out of view; inert keeps its links out of the tab order.
  const navHidden = !wideScreen && !navOpened;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* The title gives way (ellipsis) so the account menu always fits on a phone. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={navOpened}
              onClick={nav.toggle}
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpened}
            />
            <Group gap="xs" wrap="nowrap" w={228} visibleFrom="sm">
              <BrandMark size={28} />
              <Text fw={700}>NDIS CRM</Text>
            </Group>
            <Title
              order={1}
              size="h3"
              miw={0}
              style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {activeTab?.label}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <SearchButton />
            <NotificationsBell />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <GlobalSearch />
      <AppShell.Navbar p="sm" aria-label="CRM" inert={navHidden}>
        <AppShell.Section grow component={ScrollArea}>
          <CrmNavigation activeTab={activeTab} onNavigate={nav.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
