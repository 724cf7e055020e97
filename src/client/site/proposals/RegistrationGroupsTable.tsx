import '@mantine/core/styles/Table.css';
import './RegistrationGroupsTable.css';
import { Group, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import type { RegistrationGroup } from '../../../shared/catalog/registration-groups.ts';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';
import { AuditTypeBadge } from './AuditTypeBadge.tsx';
import { SectionCard } from './SectionCard.tsx';

type SortOrder = 'ascending' | 'descending';

/** Case-insensitive substring match on number or name, sorted by number. */
function visibleGroups(groups: readonly RegistrationGroup[], search: string, sortOrder: SortOrder) {
  const query = search.trim().toLowerCase();
  const matching = groups.filter(
    (group) => group.number.includes(query) || group.name.toLowerCase().includes(query),
  );
  // The numbers are digits of one length: compared as plain strings, without the locale's
  // collator, whose first use costs the page about 15 ms as it hydrates.
  const sorted = matching.toSorted((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return sortOrder === 'ascending' ? sorted : sorted.reverse();
}

type RegistrationGroupsTableProps = {
  groups: readonly RegistrationGroup[];
  selectedGroupIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

type GroupRowsProps = {
  rows: readonly RegistrationGroup[];
  selectedGroupIds: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (id: string) => void;
};

/**
 * The table's rows, memoised: when the page has hydrated, the table renders once more at once
 * (useHydrated) and these rows only in the render that enables them, which React can split.
 * They are plain elements with Mantine's table classes, not Mantine's components: React hydrates
 * every row on a phone's first load of the page, and 36 rows of Table.Td, Checkbox and Text were
 * most of its work (README: "The proposal table's rows").
 */
const GroupRows = memo(function GroupRows({ rows, selectedGroupIds, disabled, onToggle }: GroupRowsProps) {
  return rows.map((group) => {
    const selected = selectedGroupIds.has(group.id);
    return (
      <tr
        key={group.id}
        className={`${Table.classes.tr} group-row`}
        data-with-row-border
        data-hover
        data-selected={selected || undefined}
      >
        <td className={Table.classes.td}>
          <input
            type="checkbox"
            className="mantine-focus-auto group-row-checkbox"
            aria-label={`Select ${group.number} ${group.name}`}
            checked={selected}
            disabled={disabled}
            onChange={() => onToggle(group.id)}
          />
        </td>
        <td className={`${Table.classes.td} group-row-number`}>{group.number}</td>
        <td className={Table.classes.td}>
          <p className="group-row-name">{group.name}</p>
          <p className="group-row-description">{group.description}</p>
          <div className="mantine-hidden-from-sm group-row-badge-below">
            <AuditTypeBadge auditType={group.auditType} />
          </div>
        </td>
        <td className={`${Table.classes.td} mantine-visible-from-sm`}>
          <AuditTypeBadge auditType={group.auditType} />
        </td>
      </tr>
    );
  });
});

export default function RegistrationGroupsTable({
  groups,
  selectedGroupIds,
  onToggle,
}: RegistrationGroupsTableProps) {
  const [search, setSearch] = useState('');
  const [sortOrder, setSortOrder] = useState<SortOrder>('ascending');
  const rows = useMemo(() => visibleGroups(groups, search, sortOrder), [groups, search, sortOrder]);
  const SortIcon = sortOrder === 'ascending' ? IconChevronUp : IconChevronDown;
  // A native checkbox ticked (or a search typed) before hydration would be reset by React: wait for it.
  const untilHydrated = useDisabledUntilHydrated();

  return (
    <SectionCard
      title="Registration Groups"
      description={
        <span aria-live="polite">
          {selectedGroupIds.size} {selectedGroupIds.size === 1 ? 'group' : 'groups'} selected
        </span>
      }
      aside={
        <TextInput
          aria-label="Search registration groups"
          placeholder="Search by number or name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          disabled={untilHydrated.disabled}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
      }
    >
      {/* The browser's own scrolling: Mantine's ScrollArea cost each load about 70 ms of main-thread CPU (README). */}
      <Table.ScrollContainer type="native" minWidth={300} className="group-rows-scroll">
        <Table stickyHeader highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
              <Table.Th w={72} aria-sort={sortOrder}>
                <UnstyledButton
                  {...untilHydrated}
                  onClick={() => setSortOrder(sortOrder === 'ascending' ? 'descending' : 'ascending')}
                  fw={700}
                  fz="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    No.
                    <SortIcon size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th>Registration Group</Table.Th>
              <Table.Th w={140} visibleFrom="sm">
                Type of Audit
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <GroupRows
              rows={rows}
              selectedGroupIds={selectedGroupIds}
              disabled={untilHydrated.disabled}
              onToggle={onToggle}
            />
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed" ta="center">
                    No registration groups match “{search}”.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
