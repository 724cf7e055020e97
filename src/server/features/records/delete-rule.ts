import { AppError } from '../../errors.ts';
import type { RecordContext, RecordEntity } from './record-type.ts';

/**
 * The kit's one delete rule, for every record type: staff delete (and undo the delete of) the
 * records they created; managers and admins any record.
 */
export function assertCanDelete(ctx: RecordContext, record: RecordEntity, label: string): void {
  if (ctx.role === 'manager' || ctx.role === 'admin') return;
  if (record.createdBy?.id === ctx.user.id) return;
  throw new AppError(
    'FORBIDDEN',
    `Only managers and admins can delete a ${label.toLowerCase()} that someone else created.`,
  );
}
