import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDatabasePlus, IconTrash } from '@tabler/icons-react';
import { ConfirmDataModal } from './ConfirmDataModal.tsx';
import { useDemoData } from './useDemoData.ts';

/** 'Create Enterprise Demo Data' and 'Clear All Data', each confirmed first: both touch every record. */
export function DemoDataActions() {
  const demoData = useDemoData();
  const [creating, confirmCreate] = useDisclosure(false);
  const [clearing, confirmClear] = useDisclosure(false);
  const busy = demoData.isCreating || demoData.isClearing;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="demo-data-title">
      <Title order={2} size="h4" mb="xs" id="demo-data-title">
        Demo Data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Fill the CRM with sample NDIS providers, their people and leads to try it out, or start again empty.
      </Text>
      <Stack gap="sm">
        <Button
          leftSection={<IconDatabasePlus size={16} />}
          onClick={confirmCreate.open}
          loading={demoData.isCreating}
          disabled={busy}
        >
          Create Enterprise Demo Data
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={confirmClear.open}
          loading={demoData.isClearing}
          disabled={busy}
        >
          Clear All Data
        </Button>
      </Stack>
      <ConfirmDataModal
        opened={creating}
        title="Create Enterprise Demo Data"
        warning="This deletes every lead, contact and account, with their activities, and replaces them with sample data."
        confirmLabel="Replace All Data"
        onConfirm={() => void demoData.createDemoData()}
        onClose={confirmCreate.close}
      />
      <ConfirmDataModal
        opened={clearing}
        title="Clear All Data"
        warning="This deletes every lead, contact and account, with their activities."
        confirmLabel="Delete All Data"
        onConfirm={() => void demoData.clearAllData()}
        onClose={confirmClear.close}
      />
    </Card>
  );
}
