import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

/** The live contact with this email, compared as the unique index does (ignoring case). */
export async function findLiveContactByEmail(
  em: EntityManager,
  email: string,
  exceptContactId: string | null = null,
): Promise<{ id: string; first_name: string; last_name: string } | undefined> {
  const [existing] = await em.execute<{ id: string; first_name: string; last_name: string }[]>(
    `select id, first_name, last_name from contacts
     where lower(email) = lower(?) and deleted_at is null and id is distinct from ?
     limit 1`,
    [email, exceptContactId],
  );
  return existing;
}

/** The CONFLICT for an email another live contact has, naming that contact; null when it is free. */
export async function duplicateEmailError(
  em: EntityManager,
  email: string | null,
  exceptContactId: string | null,
): Promise<TRPCError | null> {
  if (!email) return null;
  const existing = await findLiveContactByEmail(em, email, exceptContactId);
  if (!existing) return null;
  return new TRPCError({
    code: 'CONFLICT',
    message: `${DUPLICATE_EMAIL}: ${existing.first_name} ${existing.last_name}`,
  });
}
