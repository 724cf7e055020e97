import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type EvidenceRequest = RouterOutputs['evidence_requests']['byId'];

/**
 * Send, or Send again: mails the contact a private link to upload their files, after a
 * confirmation naming who it goes to. Sending again makes a new link; the old one stops working.
 */
export function SendEvidenceRequestButton({ record: request }: { record: EvidenceRequest }) {
  const trpc = useTRPC();
  const [opened, { open, close }] = useDisclosure(false);
  const contact = useQuery({
    ...trpc.contacts.byId.queryOptions({ id: request.contact.id }),
    enabled: opened,
  });
  const send = useMutation(trpc.evidence_requests.send.mutationOptions());
  const again = request.sentAt !== null;
  const label = again ? 'Send again' : 'Send';
  const email = contact.data?.email ?? null;

  function confirm() {
    send.mutate(
      { id: request.id },
      {
        onSuccess: () => {
          notifySuccess(`Evidence request sent to ${request.contact.name}`);
          close();
        },
        onError: (error) => notifyFailure('Failed to send the evidence request', error),
      },
    );
  }

  return (
    <>
      <Button leftSection={<IconSend size={16} />} variant={again ? 'default' : 'filled'} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={again ? 'Send the request again?' : 'Send the request?'}>
        <Stack gap="md">
          <Text size="sm">
            <Text span fw={600}>
              {request.contact.name}
            </Text>
            {contact.isPending ? ' ' : email ? ` (${email}) ` : ' '}
            gets an email with a private link to upload the {request.items.length} documents asked for, due{' '}
            {formatDate(request.dueDate)}.
          </Text>
          {contact.data && !email && (
            <Text size="sm" c="red.8" role="alert">
              This contact has no email address: add one on the contact first.
            </Text>
          )}
          {again && request.sentAt && (
            <Text size="sm" c="dimmed">
              It was sent {formatDateTime(request.sentAt)}. The new link replaces that one, which stops
              working.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
              disabled={contact.isPending || !email}
              onClick={confirm}
            >
              Send email
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The heading's action once the request has been sent (before that, the page's notice offers Send). */
export function SendAgainAction({ record }: { record: EvidenceRequest }) {
  return record.sentAt ? <SendEvidenceRequestButton record={record} /> : null;
}
