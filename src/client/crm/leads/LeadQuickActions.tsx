import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconTransform } from '@tabler/icons-react';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { ScheduleFollowUpModal } from './ScheduleFollowUpModal.tsx';

type Lead = RouterOutputs['leads']['byId'];

function announceOpportunitiesComingSoon(): void {
  notifications.show({
    color: 'blue',
    title: 'Opportunities are coming soon',
    message: 'Converting a lead to an opportunity will be possible once the Opportunities tab is ready.',
  });
}

export function LeadQuickActions({ lead }: { lead: Lead }) {
  const [scheduling, schedule] = useDisclosure(false);
  return (
    <DetailCard title="Quick Actions">
      <Button variant="light" leftSection={<IconCalendarPlus size={16} />} onClick={schedule.open}>
        Schedule Follow-up
      </Button>
      <Button
        variant="default"
        leftSection={<IconTransform size={16} />}
        onClick={announceOpportunitiesComingSoon}
      >
        Convert to Opportunity
      </Button>
      <ScheduleFollowUpModal lead={lead} opened={scheduling} onClose={schedule.close} />
    </DetailCard>
  );
}
