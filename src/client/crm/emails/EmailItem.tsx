import { Badge, Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { emailStatus, type EmailStatus } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type Email = RouterOutputs['emails']['list']['items'][number];

const statusColors: Record<EmailStatus, string> = {
  queued: 'gray',
  sent: 'teal',
  failed: 'red',
  received: 'blue',
};

/** One message of a conversation: status, who to whom, when, the body, and for a failed one why and 'Send again'. */
export function EmailItem({ email, component = 'li' }: { email: Email; component?: 'li' | 'div' }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sendAgain = useMutation(trpc.emails.sendAgain.mutationOptions());
  const from = email.fromName ? `${email.fromName} <${email.fromAddress}>` : email.fromAddress;

  async function retry() {
    try {
      await sendAgain.mutateAsync({ id: email.id });
    } catch (error) {
      notifyFailure('Failed to send the email again', error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.emails.list.queryKey() });
    notifySuccess('Email queued to send again');
  }

  return (
    <Paper component={component} withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email.subject}
          </Text>
          <Badge color={statusColors[email.status]} variant="light">
            {emailStatus.label(email.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          From {from} to {[...email.to, ...email.cc].join(', ')} ·{' '}
          {formatDateTime(email.sentAt ?? email.createdAt)}
        </Text>
        {email.attachments.length > 0 && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Attached: {email.attachments.map((attachment) => attachment.fileName).join(', ')}
          </Text>
        )}
        <Typography fz="sm">
          {/* Sanitised by the server (src/server/mail/sanitize.ts) before it was stored. */}
          <div dangerouslySetInnerHTML={{ __html: email.html }} />
        </Typography>
        {email.status === 'failed' && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              Not sent: {email.failureReason}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void retry()}
              loading={sendAgain.isPending}
            >
              Send again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
