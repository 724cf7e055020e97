import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { fieldError, type AppError } from '../../errors.ts';
import { findLiveContactByEmail } from '../records/parties.ts';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

/** The CONFLICT, beside the email field, when another live contact has this email; null when it is free. */
export async function duplicateEmailError(
  em: EntityManager,
  email: string | null | undefined,
  exceptContactId: string | null,
): Promise<AppError | null> {
  if (!email) return null;
  const existing = await findLiveContactByEmail(em, email, exceptContactId);
  if (!existing) return null;
  return fieldError('email', `${DUPLICATE_EMAIL}: ${fullName(existing)}`, 'CONFLICT');
}
