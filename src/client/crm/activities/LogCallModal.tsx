import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callFollowUp, callOutcome } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { logCallSchema, type LogCallInput, type LogCallValues } from '../../../shared/schemas/activity.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { CallNumbers } from './CallNumbers.tsx';

type LogCallModalProps = {
  subject: LogCallInput['subject'];
  subjectId: string;
  /** Whom the call is with: the contact's name. */
  name: string;
  numbers: { label: string; number: string }[];
  opened: boolean;
  onClose: () => void;
};

/** Log call: the numbers to dial, how the call went, a note and a follow-up preset, saved in one go. */
export function LogCallModal({ opened, onClose, ...call }: LogCallModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Log Call" centered>
      <LogCallForm {...call} onDone={onClose} />
    </Modal>
  );
}

function LogCallForm({
  subject,
  subjectId,
  name,
  numbers,
  onDone,
}: Omit<LogCallModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const logCall = useMutation(useTRPC().activities.logCall.mutationOptions());
  const form = useSchemaForm(logCallSchema, {
    subject,
    subjectId,
    outcome: 'reached',
    note: '',
    followUp: 'none',
  } satisfies LogCallInput);

  async function save(values: LogCallValues) {
    let followUpDate: string | null;
    try {
      ({ followUpDate } = await logCall.mutateAsync(values));
    } catch (error) {
      applyServerErrors(form, error);
      notifyFailure('Failed to log call', error);
      return;
    }
    notifySuccess(followUpDate ? `Call logged; follow-up on ${formatDate(followUpDate)}` : 'Call logged');
    onDone();
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Log call">
      <Stack gap="md">
        <CallNumbers name={name} numbers={numbers} />
        <Radio.Group label="Outcome" {...form.getInputProps('outcome')}>
          <Group gap="md" mt="xs">
            {callOutcome.options.map(({ value, label }) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
        <Radio.Group label="Follow-up" {...form.getInputProps('followUp')}>
          <Group gap="md" mt="xs">
            {callFollowUp.options.map(({ value, label }) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Log Call
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
