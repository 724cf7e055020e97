import { Badge, Group, Text, Timeline } from '@mantine/core';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { formatDate } from '../../../shared/format.ts';
import { businessToday } from '../../../shared/quarters.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';

type Account = RouterOutputs['accounts']['byId'];

const groupNames = new Map(registrationGroups.map((group) => [group.id, `${group.number} ${group.name}`]));

/** The account's compliance dates in order, the derived ones marked, with what has passed filled in. */
export function ComplianceCalendar({ account }: { account: Account }) {
  const derived = account.complianceDates;
  const events = [
    { label: 'Registration decision', date: account.registrationDecisionDate, derived: false },
    { label: 'Mid-term audit due', date: derived.midterm_audit, derived: true },
    { label: 'Next audit', date: account.nextAuditDate, derived: false },
    { label: 'Renewal window opens', date: derived.renewal_window, derived: true },
    { label: '60 days before expiry', date: derived.expiry_60_days, derived: true },
    { label: 'Registration expires', date: account.registrationExpiryDate, derived: false },
  ]
    .filter((event): event is typeof event & { date: string } => Boolean(event.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  const today = businessToday();
  const passed = events.filter((event) => event.date < today).length;

  return (
    <DetailCard title="NDIS Compliance">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No registration dates yet
        </Text>
      ) : (
        <Timeline active={passed - 1} bulletSize={14} lineWidth={2}>
          {events.map((event) => (
            <Timeline.Item
              key={event.label}
              title={
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {event.label}
                  </Text>
                  {event.derived && (
                    <Badge size="xs" variant="light" color="gray">
                      derived
                    </Badge>
                  )}
                </Group>
              }
            >
              <Text size="xs" c="dimmed">
                {formatDate(event.date)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {account.ownerName && (
        <Text size="sm">
          Owner: <b>{account.ownerName}</b>
        </Text>
      )}
      {account.registrationGroups.length > 0 && (
        <Group gap={6}>
          {account.registrationGroups.map((id) => (
            <Badge key={id} variant="outline" size="sm" style={{ textTransform: 'none' }}>
              {groupNames.get(id) ?? id}
            </Badge>
          ))}
        </Group>
      )}
    </DetailCard>
  );
}
