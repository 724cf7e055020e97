import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { activitySubject, taskDue } from '../../../shared/enums.ts';
import { reportListFilters } from '../../../shared/report-links.ts';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { FILTER_WIDTH, ParamSelect } from '../records/ParamSelect.tsx';
import type { FilterControlsProps } from '../records/recordType.ts';
import { calendarAriaLabels } from '../components/DateField.tsx';

const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The date range as one URL param, 'from..to', so it changes in one step. */
function dateRange(params: URLSearchParams) {
  const [from, to] = (params.get('dates') ?? '').split('..');
  return { from: isoDate(from), to: isoDate(to) };
}

/**
 * The Activities tab's filters from the URL, shared by its views: assignee (on the Timeline, who
 * wrote the activity), record type, date range (due dates; on the Timeline, the day it happened),
 * and in the list the task group.
 */
export function activityFiltersFromUrl(params: URLSearchParams) {
  return {
    assigneeId: params.get('assignee') || null,
    subject: activitySubject.parse(params.get('type')),
    due: taskDue.parse(params.get('due')),
    ...dateRange(params),
    ...reportListFilters.tasks(params),
  };
}

/** Assignee, record type and date range; in the list also the task group. Each kept in the URL. */
export function ActivityFilters({ params, setParam, view }: FilterControlsProps) {
  const filters = activityFiltersFromUrl(params);
  return (
    <>
      <StaffSelect
        aria-label={view === 'timeline' ? 'By' : 'Assignee'}
        emptyLabel={view === 'timeline' ? 'Anyone' : 'Any assignee'}
        w={FILTER_WIDTH}
        value={filters.assigneeId}
        onChange={(value) => setParam('assignee', value)}
      />
      <ParamSelect
        label="Record type"
        placeholder="Any record"
        param="type"
        data={activitySubject.options}
        value={filters.subject}
        setParam={setParam}
      />
      <DatePickerInput
        type="range"
        ariaLabels={calendarAriaLabels}
        aria-label={view === 'timeline' ? 'Between' : 'Due between'}
        placeholder={view === 'timeline' ? 'Any day' : 'Any due date'}
        valueFormat="D MMM YYYY"
        clearable
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={{ base: '100%', xs: 240 }}
        value={[filters.from, filters.to]}
        onChange={([from, to]) => {
          if (from && !to) return;
          setParam('dates', from && to ? `${from}..${to}` : null);
        }}
      />
      {view === 'list' && (
        <ParamSelect
          label="Group"
          placeholder="Any task"
          param="due"
          data={taskDue.options}
          value={filters.due}
          setParam={setParam}
        />
      )}
      <ReportFilterNote names={['completed', 'compliance', 'kind']} />
    </>
  );
}
