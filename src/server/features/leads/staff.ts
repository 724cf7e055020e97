import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import { Profile } from '../../db/entities/profile.ts';

/** A staff member's name from their profile, or null without one. */
export async function staffName(em: EntityManager, userId: string): Promise<string | null> {
  const profile = await em.findOne(Profile, { user: userId });
  return profile ? fullName(profile) : null;
}

/** Approved (active) staff who can be given a lead, by name. */
export async function listAssignableStaff(em: EntityManager) {
  const profiles = await em.find(
    Profile,
    { status: 'active' },
    { orderBy: { firstName: 'asc', lastName: 'asc' } },
  );
  return profiles.map((profile) => ({ id: profile.user.id, name: fullName(profile) }));
}
