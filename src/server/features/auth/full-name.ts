import type { Profile } from '../../db/entities/profile.ts';
import type { User } from '../../db/entities/user.ts';

/** 'Priya Nair', or the email when the profile has no name. */
export function fullNameOf(profile: Profile, user: User): string {
  return `${profile.firstName} ${profile.lastName}`.trim() || user.email;
}
