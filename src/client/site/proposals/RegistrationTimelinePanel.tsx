import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Timeline.css';
import { Badge, Collapse, Group, Paper, Text, Timeline, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { registrationTimeline, typicalRegistrationDuration } from '../../../shared/catalog/timeline.ts';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';

/**
 * The 10 registration steps, collapsed until opened; the first step is where the prospect stands today.
 * Rendered when opened (keepMounted off): kept mounted, Mantine's Collapse holds it in a hidden
 * Activity, which the server leaves out and the browser renders (90-odd elements) as the page hydrates.
 */
export default function RegistrationTimelinePanel() {
  const [opened, { toggle }] = useDisclosure(false);
  const untilHydrated = useDisabledUntilHydrated();

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        <UnstyledButton
          {...untilHydrated}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="registration-timeline"
          w="100%"
          fz="inherit"
          fw="inherit"
        >
          <Group justify="space-between" wrap="nowrap">
            <span>
              Registration Timeline
              <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                {registrationTimeline.length} steps, typically {typicalRegistrationDuration} in total
              </Text>
            </span>
            <IconChevronDown
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 200ms' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} keepMounted={false} id="registration-timeline">
        <Timeline active={0} bulletSize={28} lineWidth={2} mt="lg">
          {registrationTimeline.map((step, index) => (
            <Timeline.Item
              key={step.title}
              bullet={<Text size="xs">{index + 1}</Text>}
              aria-current={index === 0 ? 'step' : undefined}
              title={
                <Group gap="xs">
                  <Text fw={600}>{step.title}</Text>
                  {index === 0 && <Badge size="sm">Current step</Badge>}
                </Group>
              }
            >
              <Text size="sm" c="dimmed">
                {step.duration}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Collapse>
    </Paper>
  );
}
