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
        <Stack gap="md" aria-label="Loading activities">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
              <Skeleton height={32} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="40%" />
                <Skeleton height={10} width="80%" />
              </Stack>
            </Group>
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
