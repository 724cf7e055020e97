import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';

/**
 * The columns a detail's SQL reads for its staff member (owner, assignee), with the profile
 * joined as `p` on the user's id (`left join profiles p on p.id = r.owner_id`); `staffMember`
 * reads them back (read-joined.ts drops the `beside_`).
 */
export const STAFF_COLUMNS =
  'p.id is not null as beside_staff_has_profile, p.first_name as beside_staff_first, p.last_name as beside_staff_last';
export type StaffColumns = {
  staff_has_profile: boolean;
  staff_first: string | null;
  staff_last: string | null;
};

/** A record's staff member (its user, if any) as its detail shows them: the id, and the profile's name when they have one. */
export function staffMember(
  user: { id: string } | null | undefined,
  columns: StaffColumns,
): { id: string; name: string | null } | null {
  if (!user) return null;
  const { staff_has_profile, staff_first, staff_last } = columns;
  return {
    id: user.id,
    name: staff_has_profile ? fullName({ firstName: staff_first ?? '', lastName: staff_last ?? '' }) : null,
  };
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
