import { fullName } from '../../shared/format.ts';
import type { RouterOutputs } from '../trpc.ts';

/** The signed-in staff member as `auth.me` returns them. */
export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/** First and last name, or the email when the profile has no name. */
export function fullNameOf(user: CurrentUser): string {
  return fullName(user) || user.email;
}
