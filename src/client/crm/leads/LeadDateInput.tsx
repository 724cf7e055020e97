import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** An optional calendar date, shown as '21 Nov 2026' and kept as 'YYYY-MM-DD'. */
export function LeadDateInput(props: DatePickerInputProps) {
  return (
    <DatePickerInput
      valueFormat="D MMM YYYY"
      placeholder="Pick a date"
      clearable
      leftSection={<IconCalendar size={16} aria-hidden />}
      {...props}
    />
  );
}
