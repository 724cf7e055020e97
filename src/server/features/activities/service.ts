import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityType } from '../../../shared/enums.ts';
import type { ActivitySubjectInput, ActivityValues } from '../../../shared/schemas/activity.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
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

/** The record an activity is written on. */
export type ActivityTarget = { lead: Lead } | { opportunity: Opportunity };

/**
 * Writes an activity on a lead or an opportunity, in the caller's unit of work (its flush saves
 * it with the rest). Every activity is written here: the ones staff log, the automatic ones of
 * record changes, the public form's, the demo data's.
 */
export function recordActivity(
  em: EntityManager,
  target: ActivityTarget,
  entry: ActivityEntry,
  by: User | null,
) {
  return em.create(Activity, { ...target, ...entry, createdBy: by });
}

function toActivityDto(activity: Activity) {
  return {
    id: activity.id,
    type: activity.type,
    title: activity.title,
    description: activity.description ?? null,
    createdAt: activity.createdAt,
  };
}

export type ActivityDto = ReturnType<typeof toActivityDto>;

/** The live lead or opportunity an activity belongs to, as the target to write on. */
async function liveTarget(
  em: EntityManager,
  { subject, subjectId }: ActivitySubjectInput,
): Promise<ActivityTarget> {
  if (subject === 'lead') {
    const lead = await em.findOne(Lead, { id: subjectId });
    if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
    return { lead };
  }
  const opportunity = await em.findOne(Opportunity, { id: subjectId });
  if (!opportunity) throw new AppError('NOT_FOUND', 'Opportunity not found');
  return { opportunity };
}

/** A live record's activities, newest first. */
export async function listActivities(
  { em }: RecordContext,
  input: ActivitySubjectInput,
): Promise<ActivityDto[]> {
  const activities = await em.find(Activity, await liveTarget(em, input), {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return activities.map(toActivityDto);
}

/** A call, email, meeting or note logged by the signed-in staff member. */
export async function addActivity({ em, user }: RecordContext, input: ActivityValues): Promise<ActivityDto> {
  const { subject, subjectId, ...entry } = input;
  const activity = recordActivity(em, await liveTarget(em, { subject, subjectId }), entry, user);
  await em.flush();
  return toActivityDto(activity);
}
