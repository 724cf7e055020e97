import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { notificationKind } from '../../../shared/enums.ts';
import { Activity } from './activity.ts';
import { Task } from './task.ts';
import { User } from './user.ts';

/** Something for one person to see in the header's bell: a task someone gave them, a mention, a backup that failed (its reason in `detail`). */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(notificationKind.values),
    task: () => p.manyToOne(Task).nullable().deleteRule('cascade'),
    activity: () => p.manyToOne(Activity).nullable().deleteRule('cascade'),
    actor: () => p.manyToOne(User).fieldName('actor_id').nullable().deleteRule('set null'),
    detail: p.text().nullable(),
    readAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
  indexes: [
    {
      // The bell: one person's newest items, and their unread count.
      name: 'notifications_user_index',
      expression:
        'create index "notifications_user_index" on "notifications" ("user_id", "created_at", "id")',
    },
    {
      name: 'notifications_unread_index',
      expression:
        'create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null',
    },
  ],
  checks: [
    {
      name: 'notifications_one_subject',
      expression: "num_nonnulls(task_id, activity_id) = case when kind = 'backup_failed' then 0 else 1 end",
    },
  ],
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
