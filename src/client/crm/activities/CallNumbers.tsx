import { Group, Stack, Text } from '@mantine/core';
import { PhoneLink } from '../components/links.tsx';

type CallNumbersProps = { name: string; numbers: { label: string; number: string }[] };

/** Whom to call and their numbers as `tel:` links (a tap dials on a phone). */
export function CallNumbers({ name, numbers }: CallNumbersProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Call {name}
      </Text>
      {numbers.length === 0 && (
        <Text size="sm" c="dimmed">
          No number on file
        </Text>
      )}
      {numbers.map(({ label, number }) => (
        <Group key={label} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <PhoneLink phone={number} />
        </Group>
      ))}
    </Stack>
  );
}
