import '@mantine/dates/styles.css';
import { DateInput, type CalendarAriaLabels, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/**
 * Names for the calendar's arrow buttons, which Mantine leaves unnamed (the month and year
 * buttons are named by the text they show: a different label would hide it from speech input).
 */
export const calendarAriaLabels: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** 'YYYY-MM-DD' from a typed 'D/M/YYYY' (slashes, dots or dashes), or null when it is no real day. */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar date typed as DD/MM/YYYY or picked from the calendar, kept as 'YYYY-MM-DD'.
 * Optional (clearable) unless told otherwise.
 */
export function DateField(props: DateInputProps) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      placeholder="DD/MM/YYYY"
      clearable
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={calendarAriaLabels}
      // Days outside the month and red weekends are too faint to read (axe: colour contrast).
      hideOutsideDates
      weekendDays={[]}
      {...props}
    />
  );
}
