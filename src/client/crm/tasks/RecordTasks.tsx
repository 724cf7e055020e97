import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { ListState } from '../records/ListState.tsx';
import { TaskLine } from './TaskLine.tsx';
import { newTaskUrl } from './taskFormValues.ts';

/** A record's open tasks, soonest first, with quick complete and reschedule, and Add Task. */
export function RecordTasks({ subject, subjectId }: ActivitySubjectInput) {
  const tasks = useQuery(
    useTRPC().tasks.list.queryOptions({ subject, subjectId, status: 'open', sort: 'due', pageSize: 20 }),
  );
  const open = tasks.data?.items;
  return (
    <DetailCard title="Tasks">
      <ListState
        query={tasks}
        isEmpty={open?.length === 0}
        loadingText="Loading tasks..."
        errorText="Error loading tasks"
        emptyText="No open tasks"
      >
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {open?.map((task) => (
            <TaskLine key={task.id} task={task} showSubject={false} />
          ))}
        </Stack>
      </ListState>
      {tasks.data?.next && (
        <Text size="xs" c="dimmed">
          Showing the first 20 open tasks.
        </Text>
      )}
      <Button
        component={Link}
        to={newTaskUrl(subject, subjectId)}
        variant="light"
        leftSection={<IconPlus size={16} />}
      >
        Add Task
      </Button>
    </DetailCard>
  );
}
