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
import type { ReactNode } from 'react';

/** An activity as its lists show it (a record's Activities, the Timeline). */
type Activity = { title: string; type: ActivityType; description: string | null; createdAt: Date };

type ActivityItemProps = {
  activity: Activity;
  /** A line under the title: the record it is on (the Timeline). */
  about?: ReactNode;
  /** Who wrote it, after the time. */
  byName?: string | null;
  /** Lines of the description shown; all when absent. */
  descriptionLines?: number;
};

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

/** One activity in a list: its type's icon, title and type, what it is about, description, when and by whom. */
export function ActivityItem({ activity, about, byName, descriptionLines }: ActivityItemProps) {
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
        {about}
        {activity.description && (
          <Text
            size="sm"
            lineClamp={descriptionLines}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {activity.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(activity.createdAt)}
          {byName ? ` · ${byName}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}
