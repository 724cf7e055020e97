import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

type RecoveryCodesListProps = { codes: string[]; onDone: () => void };

/** The ten recovery codes, shown once: each works once if the phone is lost. */
export function RecoveryCodesList({ codes, onDone }: RecoveryCodesListProps) {
  return (
    <Stack gap="md">
      <Alert color="orange" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
    </Stack>
  );
}
