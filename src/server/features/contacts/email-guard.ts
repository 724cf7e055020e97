import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

/** The CONFLICT for an email another live contact has, naming that contact; null when it is free. */
export async function duplicateEmailError(
  em: EntityManager,
  email: string | null,
  exceptContactId: string | null,
): Promise<TRPCError | null> {
  if (!email) return null;
  const [existing] = await em.execute<{ first_name: string; last_name: string }[]>(
    `select first_name, last_name from contacts
     where lower(email) = lower(?) and deleted_at is null and id is distinct from ?
     limit 1`,
    [email, exceptContactId],
  );
  if (!existing) return null;
  return new TRPCError({
    code: 'CONFLICT',
    message: `${DUPLICATE_EMAIL}: ${existing.first_name} ${existing.last_name}`,
  });
}
