import type { EntityManager } from '@mikro-orm/postgresql';
import { derivedComplianceDates } from '../../../shared/compliance.ts';
import { automaticTask, complianceTasks, type ComplianceTask } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import type { Account } from '../../db/entities/account.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';

/** The date a kind of task is about: it is still worth a new task while this has not passed. */
function markedDate(account: Account, kind: ComplianceTask, due: string): string | null {
  return kind === 'midterm_audit' ? due : (account.registrationExpiryDate ?? null);
}

/**
 * Keeps the account's automatic compliance tasks in step with its dates, in the saving
 * transaction (the account is write-locked): at most one open task of each kind, for the
 * account's owner (or whoever saves it). A changed date moves the open task; a cleared date
 * removes it; a kind without an open task gets one, unless a done task already covered that date
 * or the date it is about has passed (an expiry or a mid-term audit in the past).
 */
export async function syncComplianceTasks(tx: EntityManager, account: Account, by: User) {
  const dates = derivedComplianceDates({
    registrationDecisionDate: account.registrationDecisionDate ?? null,
    registrationExpiryDate: account.registrationExpiryDate ?? null,
  });
  const assignee = account.owner ?? by;
  const today = businessToday();
  for (const kind of complianceTasks) {
    const due = dates[kind];
    const open = await tx.findOne(Task, { account, automatic: kind, status: 'open' });
    if (open) {
      if (due) tx.assign(open, { dueDate: due, assignee });
      else open.deletedAt = new Date();
      continue;
    }
    if (!due || (markedDate(account, kind, due) ?? due) < today) continue;
    if (await tx.count(Task, { account, automatic: kind, status: 'done', dueDate: due })) continue;
    tx.create(Task, {
      title: automaticTask.label(kind),
      dueDate: due,
      account,
      assignee,
      priority: kind === 'expiry_60_days' ? 'high' : 'medium',
      automatic: kind,
      createdBy: by,
    });
  }
}
