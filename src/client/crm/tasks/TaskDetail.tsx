import { Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { activitySubject, automaticTask, priority, taskStatus } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { RescheduleButton } from './RescheduleButton.tsx';
import { dueText, subjectUrl } from './taskText.ts';
import { useTaskActions } from './useTaskActions.ts';

type Task = RouterOutputs['tasks']['byId'];

/** A task's page: what, on which record, when, for whom; complete, reopen or reschedule it. */
export function TaskDetail({ record: task }: { record: Task }) {
  const actions = useTaskActions();
  const done = task.status === 'done';
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <DetailCard title="Task">
          <DetailField label={activitySubject.label(task.subject)}>
            <Anchor component={Link} to={subjectUrl(task.subject, task.subjectId)}>
              {task.subjectName ?? 'Unnamed'}
            </Anchor>
          </DetailField>
          <DetailField label="Due">{dueText(task)}</DetailField>
          <DetailField label="Assignee">{task.assigneeName ?? 'Unassigned'}</DetailField>
          <DetailField label="Priority">{priority.label(task.priority)}</DetailField>
          <DetailField label="Status">
            {taskStatus.label(task.status)}
            {task.completedAt && ` (completed ${formatDateTime(task.completedAt)})`}
          </DetailField>
          {task.automatic && (
            <DetailField label="Made by">{automaticTask.label(task.automatic)} (automatic)</DetailField>
          )}
          {task.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {task.notes}
            </Text>
          )}
        </DetailCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <DetailCard title="Quick Actions">
          <Stack gap="sm">
            {done ? (
              <Button
                variant="default"
                leftSection={<IconRotate size={16} />}
                onClick={() => void actions.reopen(task.id)}
                loading={actions.pending}
              >
                Reopen
              </Button>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button
                  leftSection={<IconCheck size={16} />}
                  onClick={() => void actions.complete(task.id)}
                  loading={actions.pending}
                  style={{ flex: 1 }}
                >
                  Complete
                </Button>
                <RescheduleButton
                  task={task}
                  disabled={actions.pending}
                  onPick={(dueDate) => void actions.reschedule(task.id, dueDate, task.dueTime)}
                />
              </Group>
            )}
          </Stack>
        </DetailCard>
      </Grid.Col>
    </Grid>
  );
}
