import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC, useTRPCClient, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { RecordPicker, type PickedRecord } from '../records/RecordPicker.tsx';
import { EmailItem } from './EmailItem.tsx';

type Email = RouterOutputs['emails']['list']['items'][number];

/**
 * Settings › Unmatched mail: messages the inbound listener took from senders no contact has and
 * that answer none of our messages, newest first; staff put each on a record or discard it.
 */
export function UnmatchedMailPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // The record lists page by `after`, not tRPC's `cursor`: the pages are fetched here.
  const pages = useInfiniteQuery({
    queryKey: trpc.emails.list.queryKey({ unmatched: true }),
    queryFn: ({ pageParam }) => client.emails.list.query({ unmatched: true, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  if (pages.isError) return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <Text c="dimmed">Loading...</Text>;
  const items = pages.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Mail sent to the CRM&apos;s inbound address by someone who is not a contact, and not a reply to one of
        our messages. Put a message on the record it belongs to, or discard it.
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">No unmatched mail.</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((email) => (
            <UnmatchedMessage key={email.id} email={email} />
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}

/** One message with its two ways out: onto a record, or discarded. */
function UnmatchedMessage({ email }: { email: Email }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const attach = useMutation(trpc.emails.attach.mutationOptions());
  const discard = useMutation(trpc.emails.discard.mutationOptions());
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<PickedRecord>({ subject: 'contact', subjectId: '' });
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.emails.pathKey() });

  async function putOnRecord() {
    if (!picked.subjectId) return setError(`Please choose a ${picked.subject}`);
    try {
      await attach.mutateAsync({ id: email.id, record: picked });
    } catch (failure) {
      notifyFailure('Failed to put the message on the record', failure);
      return;
    }
    notifySuccess('The message is on the record');
    await refresh();
  }

  async function throwAway() {
    try {
      await discard.mutateAsync({ id: email.id });
    } catch (failure) {
      notifyFailure('Failed to discard the message', failure);
      return;
    }
    notifySuccess('Message discarded');
    await refresh();
  }

  return (
    <Stack component="li" gap="xs">
      <EmailItem email={email} component="div" />
      {picking ? (
        <Stack gap="xs">
          <RecordPicker
            {...picked}
            onChange={(next) => {
              setPicked(next);
              setError(null);
            }}
            errors={{ subjectId: error }}
          />
          <Group gap="xs">
            <Button size="xs" onClick={() => void putOnRecord()} loading={attach.isPending}>
              Put on this record
            </Button>
            <Button size="xs" variant="default" onClick={() => setPicking(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPaperclip size={14} />}
            onClick={() => setPicking(true)}
          >
            Put on a record
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => void throwAway()}
            loading={discard.isPending}
            aria-label={`Discard ${email.subject || 'the message'}`}
          >
            Discard
          </Button>
        </Group>
      )}
    </Stack>
  );
}
