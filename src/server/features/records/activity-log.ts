import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityType } from '../../../shared/enums.ts';
import { Activity } from '../../db/entities/activity.ts';
import type { Email } from '../../db/entities/email.ts';
import type { User } from '../../db/entities/user.ts';
import type { ActivityTarget } from './subjects.ts';

/** One entry of a record's history: what happened, and optionally when (demo data backdates). */
export type ActivityEntry = {
  type: ActivityType;
  title: string;
  description?: string | null;
  createdAt?: Date;
  /** The message an email activity logs. */
  email?: Email;
};

/**
 * Writes an activity on a record of a subject type (subjects.ts), in the caller's unit of
 * work (its flush saves it with the rest). Every activity is written here: the ones staff log,
 * the automatic ones of record changes, merges and completed tasks, the public form's, the demo data's.
 */
export function recordActivity(
  em: EntityManager,
  target: ActivityTarget,
  entry: ActivityEntry,
  by: User | null,
) {
  return em.create(Activity, { ...target, ...entry, createdBy: by });
}
