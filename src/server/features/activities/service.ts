import type { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityType } from '../../../shared/enums.ts';
import type { ActivitySubjectInput, ActivityValues } from '../../../shared/schemas/activity.ts';
import { Account } from '../../db/entities/account.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import type { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';
import { notifyMentions } from '../notifications/service.ts';
import type { RecordContext } from '../records/record-type.ts';

/** One entry of a record's history: what happened, and optionally when (demo data backdates). */
export type ActivityEntry = {
  type: ActivityType;
  title: string;
  description?: string | null;
  createdAt?: Date;
};

/** The record an activity (or a task) is written on. */
export type ActivityTarget =
  { lead: Lead } | { opportunity: Opportunity } | { account: Account } | { contact: Contact };

/**
 * Writes an activity on a lead, an opportunity, an account or a contact, in the caller's unit of
 * work (its flush saves it with the rest). Every activity is written here: the ones staff log,
 * the automatic ones of record changes and completed tasks, the public form's, the demo data's.
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

/** The live record an activity or a task belongs to, as the target to write on. */
export async function liveTarget(
  em: EntityManager,
  { subject, subjectId }: ActivitySubjectInput,
  options: { lockMode?: LockMode } = {},
): Promise<ActivityTarget> {
  const where = { id: subjectId };
  const missing = (label: string) => fieldError('subjectId', `${label} not found`, 'NOT_FOUND');
  switch (subject) {
    case 'lead': {
      const lead = await em.findOne(Lead, where, options);
      if (!lead) throw missing('Lead');
      return { lead };
    }
    case 'opportunity': {
      const opportunity = await em.findOne(Opportunity, where, options);
      if (!opportunity) throw missing('Opportunity');
      return { opportunity };
    }
    case 'account': {
      const account = await em.findOne(Account, where, options);
      if (!account) throw missing('Account');
      return { account };
    }
    case 'contact': {
      const contact = await em.findOne(Contact, where, options);
      if (!contact) throw missing('Contact');
      return { contact };
    }
  }
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

/** A call, email, meeting or note logged by the signed-in staff member; the staff it @mentions are notified. */
export async function addActivity({ em, user }: RecordContext, input: ActivityValues): Promise<ActivityDto> {
  const { subject, subjectId, ...entry } = input;
  const activity = recordActivity(em, await liveTarget(em, { subject, subjectId }), entry, user);
  await notifyMentions(em, activity, user);
  await em.flush();
  return toActivityDto(activity);
}
