import '@mantine/dates/styles.css';
import { Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { calendarAriaLabels } from '../components/DateField.tsx';

type Lead = RouterOutputs['leads']['byId'];

type ScheduleFollowUpModalProps = { lead: Lead; opened: boolean; onClose: () => void };

/** Picks the follow-up date; the server sets it, makes (or moves) the follow-up task and logs an activity. */
export function ScheduleFollowUpModal({ lead, opened, onClose }: ScheduleFollowUpModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Schedule Follow-up" centered>
      <FollowUpPicker lead={lead} onDone={onClose} />
    </Modal>
  );
}

function FollowUpPicker({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [date, setDate] = useState<string | null>(lead.followUpDate);
  const scheduleFollowUp = useMutation(useTRPC().leads.scheduleFollowUp.mutationOptions());

  async function schedule(followUpDate: string) {
    try {
      await scheduleFollowUp.mutateAsync({ id: lead.id, followUpDate });
    } catch (error) {
      notifyFailure('Failed to schedule follow-up', error);
      return;
    }
    notifySuccess(`Follow-up scheduled for ${formatDate(followUpDate)}`);
    onDone();
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Pick the day to follow up on {lead.title}. A follow-up task is added for the lead’s owner (or you),
        shown in My day and under Activities.
      </Text>
      <Center>
        <DatePicker
          ariaLabels={calendarAriaLabels}
          value={date}
          onChange={setDate}
          minDate={dayjs().format('YYYY-MM-DD')}
        />
      </Center>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={scheduleFollowUp.isPending}>
          Cancel
        </Button>
        <Button
          disabled={!date}
          loading={scheduleFollowUp.isPending}
          onClick={() => date && void schedule(date)}
        >
          Schedule
        </Button>
      </Group>
    </Stack>
  );
}
