import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { Contact } from '../../db/entities/contact.ts';
import { fieldError, type AppError } from '../../errors.ts';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

/** The live contact with this email, compared as the unique index does (ignoring case), with its live account. */
export async function findLiveContactByEmail(
  em: EntityManager,
  email: string,
  exceptContactId: string | null = null,
): Promise<Contact | null> {
  return em.findOne(
    Contact,
    {
      [raw((alias) => `lower(${alias}.email)`)]: email.toLowerCase(),
      ...(exceptContactId ? { id: { $ne: exceptContactId } } : {}),
    },
    { populate: ['account'] },
  );
}

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
