import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { activityType, leadOutcome, quoteStatus } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';

const range = (value: string) =>
  value
    .split('..')
    .map((day) => (day ? formatDate(day) : '…'))
    .join(' – ');

/** The filters a report's links add to a list, how each reads, in the order shown. */
const described: Record<string, (value: string) => string> = {
  created: (value) => `Created ${range(value)}`,
  closed: (value) => `Closed ${range(value)}`,
  closing: (value) => `Expected to close ${range(value)}`,
  completed: (value) => `Completed ${range(value)}`,
  expiry: (value) => `Registration expires ${range(value)}`,
  accepted: (value) => `Accepted ${range(value)}`,
  owner: () => 'One owner',
  outcome: (value) => (leadOutcome.parse(value) ? leadOutcome.label(leadOutcome.parse(value)!) : value),
  open: () => 'Open stages',
  committed: (value) => (value === 'yes' ? 'Committed (Negotiation, Closed Won)' : 'Not committed'),
  compliance: () => 'Compliance tasks',
  kind: (value) => (activityType.parse(value) ? activityType.label(activityType.parse(value)!) : value),
  status: (value) => (quoteStatus.parse(value) ? quoteStatus.label(quoteStatus.parse(value)!) : value),
  group: (value) => registrationGroups.find((group) => group.id === value)?.name ?? value,
};

/**
 * The filters a report's link put on a list that has no control of its own for them: said in
 * words, with one button that takes them all off.
 */
export function ReportFilterNote({ names }: { names: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const shown = names.filter((name) => params.get(name));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        From a report: {shown.map((name) => described[name]?.(params.get(name) ?? '') ?? name).join(' · ')}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconX size={14} />}
        onClick={() =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            for (const name of [...shown, 'after', 'before', 'from']) next.delete(name);
            return next;
          })
        }
      >
        Clear
      </Button>
    </Group>
  );
}
