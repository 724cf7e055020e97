import type { ActivitySubjectInput, ActivityValues } from '../../../shared/schemas/activity.ts';
import { Activity } from '../../db/entities/activity.ts';
import { notifyMentions } from '../notifications/service.ts';
import { recordActivity } from '../records/activity-log.ts';
import { liveTarget } from '../records/subjects.ts';
import type { RecordContext } from '../records/record-type.ts';

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

/** A call, email, meeting or note logged by the signed-in staff member; the staff it @mentions are notified. */
export async function addActivity({ em, user }: RecordContext, input: ActivityValues): Promise<ActivityDto> {
  const { subject, subjectId, ...entry } = input;
  const activity = recordActivity(em, await liveTarget(em, { subject, subjectId }), entry, user);
  await notifyMentions(em, activity, user);
  await em.flush();
  return toActivityDto(activity);
}
