import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { RejectItemForm } from './RejectItemForm.tsx';

/** Accept a received item, or reject it with a comment (the form opens in place). */
export function EvidenceItemReview({ itemId, itemTitle }: { itemId: string; itemTitle: string }) {
  const review = useMutation(useTRPC().evidence_requests.review.mutationOptions());
  const [rejecting, setRejecting] = useState(false);
  if (rejecting)
    return <RejectItemForm itemId={itemId} itemTitle={itemTitle} onDone={() => setRejecting(false)} />;
  return (
    <Group gap="xs">
      <Button
        size="sm"
        leftSection={<IconCheck size={16} />}
        loading={review.isPending}
        aria-label={`Accept ${itemTitle}`}
        onClick={() =>
          review.mutate(
            { itemId, decision: 'accepted', comment: null },
            {
              onSuccess: () => notifySuccess(`'${itemTitle}' accepted`),
              onError: (error) => notifyFailure('Failed to accept the item', error),
            },
          )
        }
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconX size={16} />}
        disabled={review.isPending}
        aria-label={`Reject ${itemTitle}`}
        onClick={() => setRejecting(true)}
      >
        Reject
      </Button>
    </Group>
  );
}
