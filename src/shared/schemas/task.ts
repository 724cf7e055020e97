import { z } from 'zod';
import { activitySubject, activityType, priority, taskDue, taskStatus } from '../enums.ts';
import { activitySubjectSchema } from './activity.ts';
import {
  calendarDate,
  optionalDate,
  optionalId,
  optionalText,
  plainText,
  recordIdSchema,
  recordListSchema,
  requiredText,
} from './fields.ts';
import { taskLabels } from '../record-fields/tasks.ts';

const TIME_MESSAGE = 'Due time must be a time such as 09:30';

/** An optional time of day 'HH:MM' from a time input; empty is null. */
const optionalTime = plainText('Due time')
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.iso.time({ precision: -1, error: TIME_MESSAGE }).nullable());

/** The date a task is due, required. */
const dueDate = plainText('Due date')
  .trim()
  .nullish()
  .transform((value) => value ?? '')
  .pipe(z.string().min(1, 'Due date is required').pipe(calendarDate(taskLabels.dueDate)));

/**
 * A task as the form sends it: on exactly one lead, opportunity, account or contact. An empty
 * assignee is the person saving it. Its status changes only by completing or reopening it.
 */
export const taskInputSchema = z.object({
  title: requiredText(taskLabels.title, 200),
  dueDate,
  dueTime: optionalTime,
  assigneeId: optionalId(taskLabels.assignee),
  priority: z.enum(priority.values, { error: 'Please choose a priority' }).default('medium'),
  notes: optionalText(taskLabels.notes, 5000, 'free'),
  subject: activitySubjectSchema.shape.subject,
  subjectId: z.uuid({ error: 'Please choose a record' }),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskValues = z.output<typeof taskInputSchema>;

export const taskUpdateSchema = taskInputSchema.extend(recordIdSchema.shape);

/**
 * Search matches title and notes. Sorts: by due date (soonest first), last completed first,
 * newest. Filters: assignee, record type (or one record), status, due group, due date range.
 */
export const taskListSchema = recordListSchema(['due', 'completed', 'newest'], {
  assigneeId: z.uuid('Please choose a valid assignee').nullish(),
  subject: z.enum(activitySubject.values, { error: 'Please choose a record type' }).nullish(),
  subjectId: z.uuid('Invalid record id').nullish(),
  status: z.enum(taskStatus.values, { error: 'Please choose open or done' }).nullish(),
  due: z.enum(taskDue.values, { error: 'Please choose overdue, today, upcoming or done' }).nullish(),
  from: optionalDate('From'),
  to: optionalDate('To'),
  /** Completed between these days, in Sydney (the activity report). */
  completedFrom: optionalDate('Completed from'),
  completedTo: optionalDate('Completed to'),
  /** Only the tasks the compliance calendar made. */
  compliance: z.boolean({ error: 'Compliance must be true or false' }).nullish(),
});
export type TaskListInput = z.output<typeof taskListSchema>;

export const taskRecordSchemas = { values: taskInputSchema, update: taskUpdateSchema, list: taskListSchema };

/** A task moved to another day (and time). */
export const rescheduleTaskSchema = recordIdSchema.extend({ dueDate, dueTime: optionalTime });
export type RescheduleTaskInput = z.output<typeof rescheduleTaskSchema>;

/**
 * The Timeline: every activity, newest first, by whom, on which record type, between which days
 * (in the firm's time zone); the search matches title and description.
 */
export const timelineSchema = recordListSchema(['newest'], {
  byId: z.uuid('Please choose a valid person').nullish(),
  type: z.enum(activityType.values, { error: 'Please choose an activity type' }).nullish(),
  subject: z.enum(activitySubject.values, { error: 'Please choose a record type' }).nullish(),
  from: optionalDate('From'),
  to: optionalDate('To'),
});
export type TimelineInput = z.output<typeof timelineSchema>;
