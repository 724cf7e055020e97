import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityType } from '../../../shared/enums.ts';
import type { ActivityValues } from '../../../shared/schemas/activity.ts';
import { Lead } from '../../db/entities/lead.ts';
import { LeadActivity } from '../../db/entities/lead-activity.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { RecordContext } from '../records/record-type.ts';

/** One entry of a record's history: what happened, and optionally when (demo data backdates). */
export type ActivityEntry = {
  type: ActivityType;
  title: string;
  description?: string | null;
  createdAt?: Date;
};

/**
 * Writes an activity on a lead, in the caller's unit of work (its flush saves it with the rest).
 * Every activity is written here: the ones staff log, the automatic ones of lead changes, the
 * public form's, the demo data's.
 */
export function recordActivity(em: EntityManager, lead: Lead, entry: ActivityEntry, by: User | null) {
  return em.create(LeadActivity, { lead, ...entry, createdBy: by });
}

function toActivityDto(activity: LeadActivity) {
  return {
    id: activity.id,
    type: activity.type,
    title: activity.title,
    description: activity.description ?? null,
    createdAt: activity.createdAt,
  };
}

export type ActivityDto = ReturnType<typeof toActivityDto>;

async function liveLead(em: EntityManager, leadId: string): Promise<Lead> {
  const lead = await em.findOne(Lead, { id: leadId });
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  return lead;
}

/** A live lead's activities, newest first. */
export async function listActivities({ em }: RecordContext, leadId: string): Promise<ActivityDto[]> {
  const activities = await em.find(
    LeadActivity,
    { lead: await liveLead(em, leadId) },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  );
  return activities.map(toActivityDto);
}

/** A call, email, meeting or note logged by the signed-in staff member. */
export async function addActivity({ em, user }: RecordContext, input: ActivityValues): Promise<ActivityDto> {
  const { leadId, ...entry } = input;
  const activity = recordActivity(em, await liveLead(em, leadId), entry, user);
  await em.flush();
  return toActivityDto(activity);
}
