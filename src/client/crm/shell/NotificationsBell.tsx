import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format.ts';
import { crmBackupsPath } from '../../../shared/routes.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { recordUrl } from '../records/recordUrl.ts';
import { subjectUrl } from '../tasks/taskText.ts';

type Item = RouterOutputs['notifications']['list']['items'][number];

/** How often the bell asks for new items while the CRM is open. */
const REFRESH_MS = 60_000;

function itemUrl(item: Item): string {
  if (item.kind === 'backup_failed') return crmBackupsPath;
  if (item.taskId) return recordUrl('tasks', item.taskId);
  return item.subject && item.subjectId ? subjectUrl(item.subject, item.subjectId) : recordUrl('tasks');
}

function itemText(item: Item): string {
  if (item.kind === 'backup_failed') return `A backup failed: ${item.detail ?? 'see the server log'}`;
  const who = item.actorName ?? 'Someone';
  switch (item.kind) {
    case 'task_assigned':
      return `${who} gave you the task ${item.title}`;
    case 'mention':
      return `${who} mentioned you in ${item.title}`;
    case 'enquiry_routed':
      return `${item.title}, routed to you`;
  }
}

/** The header's bell: tasks someone else gave you, mentions of you and enquiries routed to you, newest first; opening one marks it read. */
export function NotificationsBell() {
  const trpc = useTRPC();
  const [opened, popover] = useDisclosure(false);
  const bell = useQuery({ ...trpc.notifications.list.queryOptions(), refetchInterval: REFRESH_MS });
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions());
  const unread = bell.data?.unread ?? 0;
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      <Popover
        opened={opened}
        onChange={popover.toggle}
        position="bottom-end"
        width={320}
        withArrow
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={popover.toggle}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate({})}>
                Mark all read
              </Button>
            )}
          </Group>
          {bell.data?.items.length ? (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {bell.data.items.map((item) => (
                  <li key={item.id}>
                    <UnstyledButton
                      component={Link}
                      to={itemUrl(item)}
                      onClick={() => {
                        popover.close();
                        if (!item.read) markRead.mutate({ id: item.id });
                      }}
                      display="block"
                      p="xs"
                      bdrs="sm"
                      bg={item.read ? undefined : 'blue.0'}
                      w="100%"
                    >
                      <Text size="sm" fw={item.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                        {itemText(item)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.createdAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed" px="xs" pb="xs">
              {bell.isPending ? 'Loading...' : 'Nothing new'}
            </Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
