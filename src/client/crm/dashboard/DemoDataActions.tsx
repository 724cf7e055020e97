import { Button, Flex } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDatabasePlus, IconTrash } from '@tabler/icons-react';
import { ConfirmDataModal } from './ConfirmDataModal.tsx';
import { useDemoData } from './useDemoData.ts';

/** Everything both actions delete (the server's demo-data service): real records included. */
const removes =
  'This permanently deletes every quote, opportunity, lead, contact and account, with their activities, tasks, documents (and their files), evidence requests and change history, including real ones.';

/** 'Create Enterprise Demo Data' and 'Clear All Data', each confirmed first: both touch every record. */
export function DemoDataActions() {
  const demoData = useDemoData();
  const [creating, confirmCreate] = useDisclosure(false);
  const [clearing, confirmClear] = useDisclosure(false);
  const busy = demoData.isCreating || demoData.isClearing;

  return (
    <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
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
      <ConfirmDataModal
        opened={creating}
        title="Create Enterprise Demo Data"
        warning={`${removes} It then adds sample data in their place.`}
        confirmLabel="Replace All Data"
        onConfirm={() => void demoData.createDemoData()}
        onClose={confirmCreate.close}
      />
      <ConfirmDataModal
        opened={clearing}
        title="Clear All Data"
        warning={removes}
        confirmLabel="Delete All Data"
        onConfirm={() => void demoData.clearAllData()}
        onClose={confirmClear.close}
      />
    </Flex>
  );
}
