import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconInbox,
  IconMailCog,
  IconLogout,
  IconShieldLock,
  IconLockAccess,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  crmEmailTemplatesPath,
  crmEnquiryRoutingPath,
  crmPrivacyRequestsPath,
  crmSecurityPath,
  crmTeamPath,
} from '../../../shared/routes.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { BackupsMenuItem } from '../settings/backupsSettings.tsx';
import { fullNameOf, type CurrentUser } from '../currentUser.ts';
import { ProfileDialog } from './ProfileDialog.tsx';
import { RoleBadge } from './RoleBadge.tsx';

/**
 * The header's user menu: initials, full name and role badge; under Settings the profile, Security
 * (password, second factor, sessions, login history), (for managers and admins) the Team page and
 * (for admins) Enquiries and Backups; Sign Out. The button is named by what it shows, plus
 * 'account menu' for screen readers, so its accessible name contains its visible label.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [profileOpened, profile] = useDisclosure(false);
  const signOut = useSignOut();
  const fullName = fullNameOf(user);

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              <Avatar name={fullName} color="initials" radius="xl" size="md" aria-hidden />
              <Box visibleFrom="sm">
                <Text size="sm" fw={500} lh={1.2}>
                  {fullName}
                </Text>
                <RoleBadge role={user.role} />
              </Box>
              <VisuallyHidden>account menu</VisuallyHidden>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={4} px="sm" py="xs">
            <Text size="sm" fw={500}>
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
            <RoleBadge role={user.role} />
          </Stack>
          <Menu.Divider />
          <Menu.Label>Settings</Menu.Label>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={profile.open}>
            Profile
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} />} component={Link} to={crmSecurityPath}>
            Security
          </Menu.Item>
          {(user.role === 'admin' || user.role === 'manager') && (
            <Menu.Item leftSection={<IconUsersGroup size={16} />} component={Link} to={crmTeamPath}>
              Team
            </Menu.Item>
          )}
          {(user.role === 'admin' || user.role === 'manager') && (
            <Menu.Item leftSection={<IconMailCog size={16} />} component={Link} to={crmEmailTemplatesPath}>
              Email templates
            </Menu.Item>
          )}
          {(user.role === 'admin' || user.role === 'manager') && (
            <Menu.Item
              leftSection={<IconLockAccess size={16} />}
              component={Link}
              to={crmPrivacyRequestsPath}
            >
              Privacy requests
            </Menu.Item>
          )}
          {user.role === 'admin' && (
            <Menu.Item leftSection={<IconInbox size={16} />} component={Link} to={crmEnquiryRoutingPath}>
              Enquiries
            </Menu.Item>
          )}
          {user.role === 'admin' && <BackupsMenuItem />}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            color="red"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileDialog user={user} opened={profileOpened} onClose={profile.close} />
    </>
  );
}
