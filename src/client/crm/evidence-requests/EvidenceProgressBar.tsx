import { Progress, Stack, Text } from '@mantine/core';
import { progressText, type EvidenceProgress } from './evidenceText.ts';

/** The accepted and the waiting share of a request's items as one bar, with its words under it. */
export function EvidenceProgressBar({ progress, label }: { progress: EvidenceProgress; label: string }) {
  const share = (count: number) => (progress.items === 0 ? 0 : (count / progress.items) * 100);
  return (
    <Stack gap={4}>
      <Progress.Root size="md">
        <Progress.Section value={share(progress.accepted)} color="teal" aria-label={`${label}: accepted`} />
        <Progress.Section
          value={share(progress.received - progress.accepted)}
          color="blue.4"
          aria-label={`${label}: received, to review`}
        />
      </Progress.Root>
      <Text size="sm">{progressText(progress)}</Text>
    </Stack>
  );
}
