import { raw, type EntityClass, type LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { activitySubject, type ActivitySubject } from '../../../shared/enums.ts';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { fieldError } from '../../errors.ts';

/** A record type that holds activities and tasks: its entity and table, and its name in SQL of an alias. */
type SubjectDeclaration = { entity: EntityClass<object>; table: string; name: (alias: string) => string };

/**
 * The record types activities and tasks are on, declared once, in the order a record is looked
 * for. Each is a nullable foreign key `<subject>_id` on `activities` and `tasks` (exactly one
 * set); the columns, SQL and targets below are made from this list (see features/README.md).
 */
const subjects = {
  lead: { entity: Lead, table: 'leads', name: (alias) => `${alias}.title` },
  opportunity: { entity: Opportunity, table: 'opportunities', name: (alias) => `${alias}.name` },
  account: { entity: Account, table: 'accounts', name: (alias) => `${alias}.name` },
  contact: {
    entity: Contact,
    table: 'contacts',
    name: (alias) => `concat_ws(' ', ${alias}.first_name, ${alias}.last_name)`,
  },
} as const satisfies Record<ActivitySubject, SubjectDeclaration>;

type Subjects = typeof subjects;
const keys = activitySubject.values;

/** The record an activity or a task is written on: `{ lead }`, `{ opportunity }`, … */
export type ActivityTarget = {
  [Subject in ActivitySubject]: { [Key in Subject]: InstanceType<Subjects[Subject]['entity']> };
}[ActivitySubject];

/** No subject at all: what a task's other subject columns are set to when it moves to a record. */
export const noSubject = Object.fromEntries(keys.map((key) => [key, null])) as {
  [Subject in ActivitySubject]: null;
};

/**
 * The record a task or an activity of the root `r` is on, as list columns: its type, its id and
 * its name (a lead's title, a contact's full name). Read for the page's rows only.
 */
export const SUBJECT_TYPE_SQL = `case ${keys
  .slice(0, -1)
  .map((key) => `when r.${key}_id is not null then '${key}'`)
  .join(' ')} else '${keys[keys.length - 1]}' end`;
export const SUBJECT_ID_SQL = `coalesce(${keys.map((key) => `r.${key}_id`).join(', ')})`;
export const SUBJECT_NAME_SQL = `coalesce(${keys
  .map((key) => {
    const { table, name } = subjects[key];
    return `(select ${name('s')} from ${table} s where s.id = r.${key}_id)`;
  })
  .join(', ')})`;

export const subjectColumns = [
  raw(`${SUBJECT_TYPE_SQL} as subject`),
  raw(`${SUBJECT_ID_SQL} as subject_id`),
  raw(`${SUBJECT_NAME_SQL} as subject_name`),
];

export type SubjectColumns = { subject: ActivitySubject; subject_id: string; subject_name: string | null };

/** Only the rows on one record type (or one record) of the root `r`: SQL for `andWhere`. */
export function onSubject(subject: ActivitySubject, subjectId?: string | null): [string, string[]] {
  return subjectId ? [`r.${subject}_id = ?`, [subjectId]] : [`r.${subject}_id is not null`, []];
}

/** The record a task or an activity is on, as the target to write on. */
export function targetOf(record: { [Subject in ActivitySubject]?: object | null } & { id: string }) {
  const key = keys.find((subject) => record[subject]);
  if (!key) throw new Error(`${record.id} is on no record`);
  return { [key]: record[key] } as ActivityTarget;
}

/** The live record an activity or a task belongs to, as the target to write on. */
export async function liveTarget(
  em: EntityManager,
  { subject, subjectId }: ActivitySubjectInput,
  options: { lockMode?: LockMode } = {},
): Promise<ActivityTarget> {
  const entity: EntityClass<object> = subjects[subject].entity;
  const record = await em.findOne(entity, { id: subjectId }, options);
  if (!record) throw fieldError('subjectId', `${activitySubject.label(subject)} not found`, 'NOT_FOUND');
  return { [subject]: record } as ActivityTarget;
}
