import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { useLoadFailureToast } from '../records/useLoadFailureToast.ts';
import { ActivityForm } from './ActivityForm.tsx';
import { ActivityItem } from './ActivityItem.tsx';

const SKELETON_ROWS = 3;

/** A lead's or an opportunity's activities, newest first, with the form to log one. */
export function RecordActivities(subject: ActivitySubjectInput) {
  const activities = useQuery(useTRPC().activities.list.queryOptions(subject));
  useLoadFailureToast(activities.error, 'Failed to load activities');

  return (
    <DetailCard title="Activities">
      <ActivityForm {...subject} />
      <Divider />
      {activities.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Skeleton key={row} height={56} radius="md" />
          ))}
        </Stack>
      ) : activities.isError ? (
        <QueryError text="Error loading activities" error={activities.error} onRetry={activities.refetch} />
      ) : activities.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No activities yet
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {activities.data.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} />
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
