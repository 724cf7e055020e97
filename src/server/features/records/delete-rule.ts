import { AppError } from '../../errors.ts';
import type { RecordContext, RecordEntity } from './record-type.ts';

export const CANNOT_DELETE_OTHERS = 'Only managers and admins can delete records that someone else created.';

/**
 * The kit's one delete rule, for every record type: staff delete (and undo the delete of) the
 * records they created; managers and admins any record.
 */
export function assertCanDelete(ctx: RecordContext, record: RecordEntity): void {
  if (ctx.role === 'manager' || ctx.role === 'admin') return;
  if (record.createdBy?.id === ctx.user.id) return;
  throw new AppError('FORBIDDEN', CANNOT_DELETE_OTHERS);
}
