import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';

/** A staff member as a detail's SQL reads them: their id, and their profile's names when they have one. */
export function staffMember(
  id: string,
  profile: { hasProfile: boolean; firstName: string | null; lastName: string | null },
): { id: string; name: string | null } {
  const { hasProfile, firstName, lastName } = profile;
  return { id, name: hasProfile ? fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }) : null };
}

/** A staff member's name from their profile, or null without one. */
export async function staffName(em: EntityManager, userId: string): Promise<string | null> {
  const profile = await em.findOne(Profile, { user: userId });
  return profile ? fullName(profile) : null;
}

/** Approved (active) staff who can be given a record (a lead, a task), by name. */
export async function listAssignableStaff(em: EntityManager) {
  const profiles = await em.find(
    Profile,
    { status: 'active' },
    { orderBy: { firstName: 'asc', lastName: 'asc' } },
  );
  return profiles.map((profile) => ({ id: profile.user.id, name: fullName(profile) }));
}

/** The staff member chosen in a field ('Assigned To', 'Owner'), or null when none was chosen. */
export async function chosenStaff(em: EntityManager, userId: string | null, field: string) {
  if (!userId) return null;
  const user = await em.findOne(User, { id: userId });
  if (!user) throw fieldError(field, 'Please choose a staff member');
  return user;
}

/** A staff member's name by the id in column `column` of the root `r`, as `alias`. */
export const staffNameColumn = (column: string, alias: string) =>
  raw(
    `(select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = r.${column}) as ${alias}`,
  );
