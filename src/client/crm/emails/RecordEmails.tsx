import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconMail } from '@tabler/icons-react';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { useLoadFailureToast } from '../records/useLoadFailureToast.ts';
import { ComposeEmailModal } from './ComposeEmailModal.tsx';
import { EmailItem } from './EmailItem.tsx';

const QUEUED_REFRESH_MS = 2_000;

/** A record's conversation, sent and received, newest first, with 'Send email'. */
export function RecordEmails(record: ActivitySubjectInput) {
  const [composing, compose] = useDisclosure(false);
  const emails = useQuery({
    ...useTRPC().emails.list.queryOptions({ subject: record.subject, subjectId: record.subjectId }),
    // A queued message is sent by the job queue after the request: its status is read again until it settles.
    refetchInterval: (query) =>
      query.state.data?.items.some((email) => email.status === 'queued') ? QUEUED_REFRESH_MS : false,
  });
  useLoadFailureToast(emails.error, 'Failed to load emails');
  return (
    <DetailCard title="Emails">
      <Button
        leftSection={<IconMail size={16} />}
        variant="light"
        onClick={compose.open}
        style={{ alignSelf: 'flex-start' }}
      >
        Send email
      </Button>
      <ComposeEmailModal record={record} opened={composing} onClose={compose.close} />
      {emails.isPending ? (
        <Skeleton height={72} radius="md" />
      ) : emails.isError ? (
        <QueryError text="Error loading emails" error={emails.error} onRetry={emails.refetch} />
      ) : emails.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No emails yet
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {emails.data.items.map((email) => (
            <EmailItem key={email.id} email={email} />
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
