import { Button, Group, Paper, Popover, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash, IconUserCheck, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { StaffSelect } from '../components/StaffSelect.tsx';
import type { TableConfig, TableRow } from './recordType.ts';
import type { BulkChange } from './useBulkActions.ts';

type BulkActionBarProps<Row extends TableRow> = {
  table: TableConfig<Row>;
  /** 'lead' and 'leads', for '3 leads selected'. */
  singular: string;
  plural: string;
  count: number;
  /** The CSV of the chosen records (the list's export with their ids). */
  exportHref: string;
  busy: boolean;
  run: (change: BulkChange) => Promise<void>;
  onClear: () => void;
};

/** A choice applied to the selection from a small popover: the owner, the status. */
function ChoicePopover({
  label,
  icon,
  disabled,
  children,
}: {
  label: string;
  icon?: ReactNode;
  disabled: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={icon}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          {children(() => setOpened(false))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** What to do with the chosen rows: assign an owner, change the status, export, delete (with Undo), or clear the choice. */
export function BulkActionBar<Row extends TableRow>(props: BulkActionBarProps<Row>) {
  const { table, singular, plural, count, exportHref, busy, run, onClear } = props;
  const [ownerId, setOwnerId] = useState<string | null>(null);
  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label="Bulk actions">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} mr="xs" aria-live="polite">
          {count} {count === 1 ? singular.toLowerCase() : plural} selected
        </Text>
        {table.owner && (
          <ChoicePopover label="Assign owner" icon={<IconUserCheck size={14} />} disabled={busy}>
            {(close) => (
              <>
                <StaffSelect
                  label="Owner"
                  emptyLabel="No owner"
                  value={ownerId}
                  onChange={setOwnerId}
                  comboboxProps={{ withinPortal: false }}
                />
                <Button
                  size="xs"
                  onClick={() => {
                    close();
                    void run({ action: 'assign', ownerId });
                  }}
                >
                  Assign
                </Button>
              </>
            )}
          </ChoicePopover>
        )}
        {table.status && (
          <ChoicePopover label={`Change ${table.status.label.toLowerCase()}`} disabled={busy}>
            {(close) => (
              <Select
                label={table.status?.label}
                placeholder={`Choose a ${table.status?.label.toLowerCase()}`}
                data={table.status?.options.map((option) => ({ ...option }))}
                comboboxProps={{ withinPortal: false }}
                onChange={(status) => {
                  if (!status) return;
                  close();
                  void run({ action: 'status', status });
                }}
              />
            )}
          </ChoicePopover>
        )}
        <Button
          size="xs"
          variant="default"
          component="a"
          href={exportHref}
          download
          leftSection={<IconDownload size={14} />}
        >
          Export selected
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={busy}
          onClick={() => void run({ action: 'delete' })}
        >
          Delete
        </Button>
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
