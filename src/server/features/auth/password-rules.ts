import { fieldError } from '../../errors.ts';
import { passwordWeakness } from './password-strength.ts';

/**
 * The server's half of the password rule (sign-up, invitation, reset, change): the shared schema
 * checks the length (the form shows it too), this refuses an easily guessed password beside its
 * field. `personal` are the person's name and address, which the password must not lean on.
 */
export async function assertStrongPassword(
  password: string,
  field: string,
  personal: readonly (string | null | undefined)[],
): Promise<void> {
  const why = await passwordWeakness(
    password,
    personal.filter((value): value is string => Boolean(value)),
  );
  if (why) throw fieldError(field, why);
}
