import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { taskDue, type TaskDue } from '../../../shared/enums.ts';
import { useTRPC } from '../../trpc.ts';
import { TOTAL_STALE_MS } from '../records/ListPagination.tsx';
import { ListState } from '../records/ListState.tsx';
import { activityFiltersFromUrl } from './ActivityFilters.tsx';
import { TaskLine } from './TaskLine.tsx';

/** Tasks shown per group; 'Show all' opens the group in the list, which pages. */
const GROUP_SIZE = 10;

const groupColors: Record<TaskDue, string> = {
  overdue: 'red',
  today: 'blue',
  upcoming: 'gray',
  done: 'green',
};
const emptyTexts: Record<TaskDue, string> = {
  overdue: 'Nothing overdue',
  today: 'Nothing due today',
  upcoming: 'Nothing coming up',
  done: 'Nothing done yet',
};

function TaskGroup({ due, params }: { due: TaskDue; params: URLSearchParams }) {
  const trpc = useTRPC();
  const filters = {
    ...activityFiltersFromUrl(params),
    due,
    sort: due === 'done' ? 'completed' : 'due',
  } as const;
  const tasks = useQuery(trpc.tasks.list.queryOptions({ ...filters, pageSize: GROUP_SIZE }));
  const counted = useQuery({ ...trpc.tasks.count.queryOptions(filters), staleTime: TOTAL_STALE_MS });
  const all = new URLSearchParams(params);
  all.set('view', 'list');
  all.set('due', due);
  if (due === 'done') all.set('sort', 'completed');
  const total = counted.data?.total;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={taskDue.label(due)}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" c={groupColors[due]}>
          {taskDue.label(due)}
          {total !== undefined && ` (${counted.data?.totalIs === 'exact' ? total : `${total}+`})`}
        </Title>
        {tasks.data?.next && (
          <Anchor component={Link} to={`?${all.toString()}`} size="sm">
            Show all
          </Anchor>
        )}
      </Group>
      <ListState
        query={tasks}
        isEmpty={tasks.data?.items.length === 0}
        loadingText="Loading tasks..."
        errorText="Error loading tasks"
        emptyText={emptyTexts[due]}
      >
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tasks.data?.items.map((task) => (
            <TaskLine key={task.id} task={task} />
          ))}
        </Stack>
      </ListState>
    </Card>
  );
}

/** The Tasks view: overdue, today, upcoming and done, each with quick complete and reschedule. */
export function TaskGroups({ params }: { params: URLSearchParams }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Due dates are days in Sydney time.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {taskDue.values.map((due) => (
          <TaskGroup key={due} due={due} params={params} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
