import '@mantine/dates/styles.css';
import { Group, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { reportPreset } from '../../../shared/report-range.ts';
import { reportNames, reportTitles } from '../../../shared/reports.ts';
import { calendarAriaLabels } from '../components/DateField.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';
import type { useReportParams } from './reportParams.ts';

type ReportFiltersProps = { state: ReturnType<typeof useReportParams>; canChooseOwner: boolean };

const width = { base: '100%', xs: 220 };

/** Which report, its days (a preset or a custom range) and whose figures; each kept in the URL. */
export function ReportFilters({ state, canChooseOwner }: ReportFiltersProps) {
  const { report, preset, custom, ownerId, set } = state;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Report"
        w={width}
        allowDeselect={false}
        data={reportNames.map((name) => ({ value: name, label: reportTitles[name] }))}
        value={report}
        onChange={(value) => set({ report: value })}
      />
      <Select
        label="Dates"
        w={width}
        allowDeselect={false}
        data={reportPreset.options}
        value={preset}
        onChange={(value) => set({ range: value })}
      />
      {preset === 'custom' && (
        <DatePickerInput
          type="range"
          label="From – to"
          placeholder="Pick the days"
          w={width}
          leftSection={<IconCalendar size={16} />}
          valueFormat="D MMM YYYY"
          ariaLabels={calendarAriaLabels}
          value={[custom.from, custom.to]}
          onChange={([from, to]) => {
            if (from && to) set({ dates: `${from}..${to}` });
          }}
        />
      )}
      {canChooseOwner ? (
        <StaffSelect
          label="Owner"
          emptyLabel="Everyone"
          w={width}
          value={ownerId}
          onChange={(value) => set({ owner: value })}
        />
      ) : (
        <Text size="sm" c="dimmed" pb={6}>
          Your own figures
        </Text>
      )}
    </Group>
  );
}
