import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { automaticTask, priority, taskStatus } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { Document } from './document.ts';
import { Lead } from './lead.ts';
import { Opportunity } from './opportunity.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { statementTriggers, trigger } from './triggers.ts';
import { User } from './user.ts';

/** The due sort's key: the day, then the time, tasks without a time last on their day. */
const DUE_KEYS = ['"due_date"', 'coalesce("due_time", \'24:00\'::time)'];

/** Something someone has to do by a day, on exactly one lead, opportunity, account or contact. */
export const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(200),
    dueDate: p.date(),
    dueTime: p.time().nullable(),
    assignee: () => p.manyToOne(User).fieldName('assignee_id').nullable().deleteRule('set null'),
    priority: p.enum(priority.values).default('medium'),
    status: p.enum(taskStatus.values).default('open'),
    completedAt: p.datetime().nullable(),
    notes: p.text().nullable(),
    lead: () => p.manyToOne(Lead).nullable().deleteRule('cascade').index(),
    opportunity: () => p.manyToOne(Opportunity).nullable().deleteRule('cascade').index(),
    account: () => p.manyToOne(Account).nullable().deleteRule('cascade').index(),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('cascade').index(),
    /** The document whose expiry the task is about (an automatic task on the document's account). */
    document: () => p.manyToOne(Document).nullable().deleteRule('cascade').index(),
    /** Which rule made the task (a lead's follow-up, an account's compliance date), or null for one someone made. */
    automatic: p.enum(automaticTask.values).nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Title and notes (migration `tasks`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [
    sortIndex('tasks', 'due', DUE_KEYS),
    sortIndex('tasks', 'completed', ['coalesce("completed_at", \'-infinity\'::timestamptz)']),
    sortIndex('tasks', 'created_at', ['"created_at"']),
    searchTextIndex('tasks'),
    {
      // One person's open (or done) tasks in due order: My day, the Tasks view by assignee.
      name: 'tasks_assignee_due_index',
      expression: `create index "tasks_assignee_due_index" on "tasks" ("assignee_id", "status", ${DUE_KEYS.join(', ')}, "id") where "deleted_at" is null`,
    },
    {
      // Everyone's open tasks in due order, from overdue to upcoming.
      name: 'tasks_status_due_index',
      expression: `create index "tasks_status_due_index" on "tasks" ("status", ${DUE_KEYS.join(', ')}, "id") where "deleted_at" is null`,
    },
    {
      // A record (and each of its documents) keeps one open automatic task of each kind: a moved date moves it.
      name: 'tasks_open_automatic_unique',
      expression:
        'create unique index "tasks_open_automatic_unique" on "tasks" ((coalesce("lead_id", "opportunity_id", "account_id", "contact_id")), "automatic", "document_id") nulls not distinct where "automatic" is not null and "status" = \'open\' and "deleted_at" is null',
    },
  ],
  triggers: [
    trigger(
      'tasks_search_text',
      'before',
      ['insert', 'update'],
      'create trigger tasks_search_text before insert or update of title, notes on tasks for each row execute function tasks_search_text()',
    ),
    // The activity report's completed tasks by day (migration `report_summaries`).
    ...statementTriggers('report_task_days', 'tasks'),
  ],
  checks: [
    {
      name: 'tasks_one_subject',
      expression: 'num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1',
    },
    {
      name: 'tasks_completed_when_done',
      expression: "(status = 'done') = (completed_at IS NOT NULL)",
    },
  ],
});

export class Task extends TaskSchema.class {}
TaskSchema.setClass(Task);
