import { Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { trpc } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { ActivityForm } from './ActivityForm.tsx';
import { ActivityItem } from './ActivityItem.tsx';
import { useLoadFailureToast } from './useLoadFailureToast.ts';

const SKELETON_ROWS = 3;

/** A lead's activities, newest first, with the form to log one. */
export function LeadActivities({ leadId }: { leadId: string }) {
  const activities = trpc.activities.byLead.useQuery({ leadId });
  useLoadFailureToast(activities.error, 'Failed to load activities');

  return (
    <DetailCard title="Activities">
      <ActivityForm leadId={leadId} />
      <Divider />
      {activities.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Skeleton key={row} height={56} radius="md" />
          ))}
        </Stack>
      ) : activities.error ? (
        <Group gap="sm">
          <Text size="sm" c="red">
            The activities could not be loaded.
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void activities.refetch()}>
            Try Again
          </Button>
        </Group>
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
