import type { EntityManager } from '@mikro-orm/postgresql';
import { privacyRequestKind } from '../../../shared/enums.ts';
import { Profile } from '../../db/entities/profile.ts';
import { PrivacyRequest } from '../../db/entities/privacy-request.ts';
import { Task } from '../../db/entities/task.ts';

/**
 * The daily job's part: each open request past its due date `today` whose contact is known gets one
 * high-priority task for an admin, on that contact (a task is always on a record). The request keeps
 * the task's id, written in the same transaction under the row's lock, so a second run (another
 * instance, a retry) makes none.
 */
export async function makeOverdueRequestTasks(em: EntityManager, today: string): Promise<number> {
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(
      Profile,
      { role: 'admin', status: 'active' },
      { orderBy: { user: 'asc' } },
    );
    const rows = await tx.execute<{ id: string }[]>(
      `select r.id from privacy_requests r
       where r.status = 'open' and r.overdue_task_id is null and r.due_on < ? and r.contact_id is not null
       order by r.due_on for update skip locked`,
      [today],
    );
    if (rows.length === 0) return 0;
    const overdue = await tx.find(
      PrivacyRequest,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ['contact'] },
    );
    for (const request of overdue) {
      if (!request.contact) continue;
      request.overdueTask = tx.create(Task, {
        title:
          `Overdue ${privacyRequestKind.label(request.kind).toLowerCase()} request: ${request.requesterName}`.slice(
            0,
            200,
          ),
        dueDate: today,
        contact: request.contact,
        assignee: admin?.user ?? null,
        priority: 'high',
        notes: `Received ${request.receivedOn}, due ${request.dueOn}. Settings › Privacy requests.`,
      });
    }
    await tx.flush();
    return overdue.length;
  });
}
