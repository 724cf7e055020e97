import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LOSS_REASON_REQUIRED } from '../../../../shared/schemas/opportunity.ts';

type LossReasonModalProps = {
  name: string | null;
  onConfirm: (lossReason: string) => void;
  onCancel: () => void;
};

/** Asked when a card is dropped on Closed Lost: why was it lost? The move waits for the answer. */
export function LossReasonModal({ name, onConfirm, onCancel }: LossReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={name !== null} onClose={onCancel} title={`Mark "${name ?? ''}" as lost`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(LOSS_REASON_REQUIRED);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Stack>
          <Textarea
            label="Loss Reason"
            required
            autosize
            minRows={3}
            data-autofocus
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" color="red">
              Mark as Lost
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
