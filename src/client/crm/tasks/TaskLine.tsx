import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { activitySubject, priority, type Priority } from '../../../shared/enums.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { recordUrl } from '../records/recordUrl.ts';
import { RescheduleButton } from './RescheduleButton.tsx';
import { dueText, subjectUrl } from './taskText.ts';
import { useTaskActions } from './useTaskActions.ts';

export type TaskRow = RouterOutputs['tasks']['list']['items'][number];

const priorityColors: Record<Priority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/**
 * One task in a list: a box to complete it (or open it again), its title (to its page), the
 * record it is on (to that record), due, assignee and priority, and a button to reschedule it.
 */
export function TaskLine({ task, showSubject = true }: { task: TaskRow; showSubject?: boolean }) {
  const actions = useTaskActions();
  const done = task.status === 'done';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Checkbox
        mt={2}
        aria-label={done ? `Reopen ${task.title}` : `Complete ${task.title}`}
        checked={done}
        disabled={actions.pending}
        onChange={() => void (done ? actions.reopen(task.id) : actions.complete(task.id))}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Anchor
            component={Link}
            to={recordUrl('tasks', task.id)}
            size="sm"
            fw={600}
            td={done ? 'line-through' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Anchor>
          <Badge size="xs" variant="outline" color={priorityColors[task.priority]}>
            {priority.label(task.priority)}
          </Badge>
        </Group>
        {showSubject && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {activitySubject.label(task.subject)}:{' '}
            <Anchor component={Link} to={subjectUrl(task.subject, task.subjectId)} size="xs">
              {task.subjectName ?? 'Unnamed'}
            </Anchor>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Due {dueText(task)} · {task.assigneeName ?? 'Unassigned'}
        </Text>
      </Stack>
      {!done && (
        <RescheduleButton
          task={task}
          disabled={actions.pending}
          onPick={(dueDate) => void actions.reschedule(task.id, dueDate, task.dueTime)}
        />
      )}
    </Group>
  );
}
