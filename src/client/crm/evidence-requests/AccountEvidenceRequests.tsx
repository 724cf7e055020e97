import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { ACCOUNT_PARAM } from './evidenceRequestFormValues.ts';
import { progressText } from './evidenceText.ts';
import { SentBadge } from './SentBadge.tsx';

const SHOWN = 10;

/** An account's evidence requests, soonest due first, each with its progress; and 'New evidence request'. */
export function AccountEvidenceRequests({ accountId }: { accountId: string }) {
  const requests = useQuery(
    useTRPC().evidence_requests.list.queryOptions({ accountId, sort: 'due', pageSize: SHOWN }),
  );
  const newUrl = `${recordUrl('evidence_requests', 'new')}?${new URLSearchParams({ [ACCOUNT_PARAM]: accountId }).toString()}`;
  return (
    <DetailCard title="Evidence requests">
      {requests.isPending ? (
        <Skeleton h={24} />
      ) : requests.isError ? (
        <QueryError
          text="Error loading evidence requests"
          error={requests.error}
          onRetry={requests.refetch}
        />
      ) : requests.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No evidence requests for this account
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {requests.data.items.map((request) => (
            <li key={request.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Anchor
                  component={Link}
                  to={recordUrl('evidence_requests', request.id)}
                  size="sm"
                  fw={500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {request.title}
                </Anchor>
                <SentBadge sentAt={request.sentAt} />
              </Group>
              <Text size="xs" c="dimmed">
                Due {formatDate(request.dueDate)} · {progressText(request.progress)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {requests.data?.next && (
        <Text size="xs" c="dimmed">
          The {SHOWN} soonest due: the Evidence requests tab lists them all.
        </Text>
      )}
      <Group>
        <Button component={Link} to={newUrl} variant="light" leftSection={<IconPlus size={16} />}>
          New evidence request
        </Button>
      </Group>
    </DetailCard>
  );
}
