import { Badge } from '@mantine/core';
import { activitySubject, taskStatus } from '../../../shared/enums.ts';
import { taskInputSchema } from '../../../shared/schemas/task.ts';
import { taskLabels } from '../../../shared/record-fields/tasks.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { ActivityFilters, activityFiltersFromUrl } from './ActivityFilters.tsx';
import { TaskCard } from './TaskCard.tsx';
import { TaskDetail } from './TaskDetail.tsx';
import { TaskFields } from './TaskFields.tsx';
import { taskFormValues } from './taskFormValues.ts';
import { TaskGroups } from './TaskGroups.tsx';
import { Timeline } from './Timeline.tsx';

/**
 * Tasks in the record kit, in the Activities tab (/crm/activities): the Tasks view (overdue,
 * today, upcoming, done) by default, the Timeline of every activity, and the kit's list.
 */
export const taskRecords: RecordTypeConfig<'tasks', typeof taskInputSchema> = {
  path: 'tasks',
  singular: 'Task',
  plural: 'tasks',
  list: {
    sorts: [
      { value: 'due', label: taskLabels.dueDate },
      { value: 'completed', label: 'Last completed' },
      { value: 'newest', label: 'Newest first' },
    ],
    Card: TaskCard,
    filters: { fromUrl: activityFiltersFromUrl, Controls: ActivityFilters },
    views: [
      { value: 'tasks', label: 'Tasks', Component: TaskGroups },
      { value: 'timeline', label: 'Timeline', Component: Timeline },
    ],
  },
  detail: {
    header: (task) => ({
      title: task.title,
      subtitle: `${activitySubject.label(task.subject)}: ${task.subjectName ?? 'Unnamed'}`,
      badges: (
        <Badge variant="light" color={task.status === 'done' ? 'green' : 'blue'}>
          {taskStatus.label(task.status)}
        </Badge>
      ),
    }),
    Sections: TaskDetail,
  },
  form: { schema: taskInputSchema, values: taskFormValues, Fields: TaskFields },
};
