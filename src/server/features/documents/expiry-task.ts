import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../shared/compliance.ts';
import { automaticTask } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import type { Document } from '../../db/entities/document.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';

/** How long before a document expires its task is due: time to get the renewed one. */
export const DOCUMENT_EXPIRY_NOTICE_DAYS = 30;

/**
 * Keeps the compliance calendar's task for a document on an account in step with its expiry, in
 * the saving transaction, as the account's registration dates do: one open task per document,
 * for the account's owner (or whoever saves it), due 30 days before the expiry. A moved date
 * moves it; a cleared date (or a document deleted, or no longer on an account) removes it, a
 * restore brings it back; a date that has passed, or a done task of the same date, makes none.
 */
export async function syncDocumentExpiryTask(tx: EntityManager, document: Document, by: User) {
  const account = document.deletedAt ? null : (document.account ?? null);
  const due =
    account && document.expiresOn ? addDays(document.expiresOn, -DOCUMENT_EXPIRY_NOTICE_DAYS) : null;
  const open = await tx.findOne(Task, { document, automatic: 'document_expiry', status: 'open' });
  const title = `${automaticTask.label('document_expiry')}: ${document.title}`.slice(0, 200);
  if (open) {
    if (due && account) tx.assign(open, { dueDate: due, title, account, assignee: account.owner ?? by });
    else open.deletedAt = new Date();
    return;
  }
  if (!due || !account || (document.expiresOn ?? '') < businessToday()) return;
  if (await tx.count(Task, { document, automatic: 'document_expiry', status: 'done', dueDate: due })) return;
  tx.create(Task, {
    title,
    dueDate: due,
    account,
    document,
    assignee: account.owner ?? by,
    priority: 'high',
    automatic: 'document_expiry',
    createdBy: by,
  });
}
