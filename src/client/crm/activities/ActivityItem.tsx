import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowMerge,
  IconArrowsExchange,
  IconCircleCheck,
  IconForms,
  IconMail,
  IconNote,
  IconPhone,
  IconTransform,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { activityType, type ActivityType } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';

type Activity = RouterOutputs['activities']['list'][number];

const icons: Record<ActivityType, Icon> = {
  call: IconPhone,
  email: IconMail,
  meeting: IconUsers,
  note: IconNote,
  form_submission: IconForms,
  assignment: IconUserCheck,
  stage_change: IconArrowsExchange,
  conversion: IconTransform,
  task_completed: IconCircleCheck,
  merge: IconArrowMerge,
};

export function ActivityItem({ activity }: { activity: Activity }) {
  const TypeIcon = icons[activity.type];
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
        <TypeIcon size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {activity.title}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {activityType.label(activity.type)}
          </Badge>
        </Group>
        {activity.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {activity.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(activity.createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}
