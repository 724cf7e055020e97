import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconHistory, IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { MemberLoginHistory } from '../settings/MemberLoginHistory.tsx';

type MemberSecurityMenuProps = { userId: string; name: string; canReset: boolean };

/** An admin's menu for one person: mail them a reset link (never seeing it), read their login history. */
export function MemberSecurityMenu({ userId, name, canReset }: MemberSecurityMenuProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const sendReset = useMutation(
    useTRPC().team.sendPasswordReset.mutationOptions({
      onSuccess: ({ email }) => notifySuccess(`A link to set a new password was sent to ${email}`),
      onError: (error) => notifyFailure('Failed to send the reset link', error),
    }),
  );
  return (
    <>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More for ${name}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canReset && (
            <Menu.Item
              leftSection={<IconKey size={16} />}
              disabled={sendReset.isPending}
              onClick={() => sendReset.mutate({ userId })}
            >
              Send reset link
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => setHistoryOpen(true)}>
            Login history
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {historyOpen && (
        <MemberLoginHistory userId={userId} name={name} onClose={() => setHistoryOpen(false)} />
      )}
    </>
  );
}
