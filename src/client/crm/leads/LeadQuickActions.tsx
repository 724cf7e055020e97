import { Anchor, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconTransform } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../trpc.ts';
import { CallNumbers } from '../activities/CallNumbers.tsx';
import { LogCallButton } from '../activities/LogCallButton.tsx';
import { DetailCard } from '../components/DetailCard.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { ConvertLeadModal } from './ConvertLeadModal.tsx';
import { ScheduleFollowUpModal } from './ScheduleFollowUpModal.tsx';

type Lead = RouterOutputs['leads']['byId'];

/** The contact's numbers, Log call, Schedule follow-up and Convert: what a consultant does from a lead. */
export function LeadQuickActions({ lead }: { lead: Lead }) {
  const [scheduling, schedule] = useDisclosure(false);
  const [converting, convert] = useDisclosure(false);
  return (
    <DetailCard title="Quick Actions">
      {lead.opportunity && (
        <Text size="sm">
          Converted to{' '}
          <Anchor component={Link} to={recordUrl('opportunities', lead.opportunity.id)}>
            {lead.opportunity.name}
          </Anchor>
        </Text>
      )}
      <CallNumbers name={lead.contactName} numbers={lead.contactNumbers} />
      <LogCallButton
        subject="lead"
        subjectId={lead.id}
        name={lead.contactName}
        numbers={lead.contactNumbers}
      />
      <Button variant="light" leftSection={<IconCalendarPlus size={16} />} onClick={schedule.open}>
        Schedule Follow-up
      </Button>
      <Button variant="default" leftSection={<IconTransform size={16} />} onClick={convert.open}>
        Convert to Opportunity
      </Button>
      <ScheduleFollowUpModal lead={lead} opened={scheduling} onClose={schedule.close} />
      <ConvertLeadModal lead={lead} opened={converting} onClose={convert.close} />
    </DetailCard>
  );
}
