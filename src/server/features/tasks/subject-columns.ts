import { raw } from '@mikro-orm/core';
import type { ActivitySubject } from '../../../shared/enums.ts';

/**
 * The record a task or an activity of the root `r` is on, as list columns: its type, its id and
 * its name (a lead's title, a contact's full name). Read for the page's rows only.
 */
export const SUBJECT_TYPE_SQL = `case when r.lead_id is not null then 'lead' when r.opportunity_id is not null then 'opportunity'
    when r.account_id is not null then 'account' else 'contact' end`;
export const SUBJECT_NAME_SQL = `coalesce((select l.title from leads l where l.id = r.lead_id),
    (select o.name from opportunities o where o.id = r.opportunity_id),
    (select a.name from accounts a where a.id = r.account_id),
    (select concat_ws(' ', c.first_name, c.last_name) from contacts c where c.id = r.contact_id))`;

export const subjectColumns = [
  raw(`${SUBJECT_TYPE_SQL} as subject`),
  raw('coalesce(r.lead_id, r.opportunity_id, r.account_id, r.contact_id) as subject_id'),
  raw(`${SUBJECT_NAME_SQL} as subject_name`),
];

export type SubjectColumns = { subject: ActivitySubject; subject_id: string; subject_name: string | null };

/** A staff member's name by the id in column `column` of the root `r`, as `alias`. */
export const staffNameColumn = (column: string, alias: string) =>
  raw(
    `(select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = r.${column}) as ${alias}`,
  );

/** Only the rows on one record type (or one record) of the root `r`: SQL for `andWhere`. */
export function onSubject(subject: ActivitySubject, subjectId?: string | null): [string, string[]] {
  return subjectId ? [`r.${subject}_id = ?`, [subjectId]] : [`r.${subject}_id is not null`, []];
}
