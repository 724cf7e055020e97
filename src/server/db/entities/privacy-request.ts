import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { privacyRequestKind, privacyRequestStatus } from '../../../shared/enums.ts';
import { Contact } from './contact.ts';
import { Task } from './task.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A person's privacy request (access, correction, erasure) in the register, due 30 days after it came in. */
export const PrivacyRequestSchema = defineEntity({
  name: 'PrivacyRequest',
  tableName: 'privacy_requests',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    kind: p.enum(privacyRequestKind.values),
    requesterName: p.string().length(200),
    requesterEmail: p.string().length(254),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('set null').index(),
    receivedOn: p.date(),
    dueOn: p.date(),
    status: p.enum(privacyRequestStatus.values).default('open'),
    actionTaken: p.text().nullable(),
    /** The admin's task made when the request was found overdue: at most one per request. */
    overdueTask: () => p.manyToOne(Task).nullable().deleteRule('set null').fieldName('overdue_task_id'),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    ...timestamps(),
  },
  indexes: [
    {
      name: 'privacy_requests_newest_index',
      expression:
        'create index "privacy_requests_newest_index" on "privacy_requests" ("created_at" desc, "id" desc)',
    },
    {
      // The daily job's question: open requests past their due date with no task yet.
      name: 'privacy_requests_overdue_index',
      expression:
        'create index "privacy_requests_overdue_index" on "privacy_requests" ("due_on") where "status" = \'open\' and "overdue_task_id" is null',
    },
  ],
});

export class PrivacyRequest extends PrivacyRequestSchema.class {}
PrivacyRequestSchema.setClass(PrivacyRequest);
