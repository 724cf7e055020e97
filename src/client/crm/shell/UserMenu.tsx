import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useSignOut } from '../auth/useSignOut.ts';
import { fullNameOf, type CurrentUser } from '../currentUser.ts';
import { ProfileDialog } from './ProfileDialog.tsx';
import { RoleBadge } from './RoleBadge.tsx';

/** The header's user menu: initials, full name and role badge; Settings and Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [profileOpened, profile] = useDisclosure(false);
  const signOut = useSignOut();
  const fullName = fullNameOf(user);

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label="Account menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar name={fullName} color="initials" radius="xl" size="md" />
              <Box visibleFrom="sm">
                <Text size="sm" fw={500} lh={1.2}>
                  {fullName}
                </Text>
                <RoleBadge role={user.role} />
              </Box>
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
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={profile.open}>
            Settings
          </Menu.Item>
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
