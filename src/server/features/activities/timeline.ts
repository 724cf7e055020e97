import type { EntityManager } from '@mikro-orm/postgresql';
import type { TimelineInput } from '../../../shared/schemas/task.ts';
import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';
import { Activity } from '../../db/entities/activity.ts';
import { countRecords, listRecords, newestFirst } from '../records/list-query.ts';
import type { ListRow, RecordList } from '../records/record-type.ts';
import { staffNameColumn } from '../records/staff.ts';
import { onSubject, subjectColumns, type SubjectColumns } from '../records/subjects.ts';

type TimelineColumns = SubjectColumns & { by_name: string | null };

function toTimelineRow(row: ListRow<Activity, TimelineColumns>) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description ?? null,
    createdAt: row.createdAt,
    byName: row.by_name,
    subject: row.subject,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
  };
}
export type TimelineRow = ReturnType<typeof toTimelineRow>;

/** A day of the firm's calendar as the instant it starts there. */
const dayStart = `(?::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`;
const nextDayStart = `((?::date) + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`;

/**
 * Every activity on every record, newest first, read by the record kit's list (keyset paging on
 * `(created_at, id)`, the search on the activities' own `search_text`, bounded totals).
 */
const timelineList: RecordList<Activity, TimelineRow, TimelineInput, TimelineColumns> = {
  query: (qb, _em, { byId, type, subject, from, to }) => {
    qb.select([...subjectColumns, staffNameColumn('created_by', 'by_name')]);
    if (byId) qb.andWhere({ createdBy: byId });
    if (type) qb.andWhere({ type });
    if (subject) qb.andWhere(...onSubject(subject));
    if (from) qb.andWhere(`r.created_at >= ${dayStart}`, [from]);
    if (to) qb.andWhere(`r.created_at < ${nextDayStart}`, [to]);
  },
  sorts: { newest: newestFirst },
  toRow: toTimelineRow,
};

export function listTimeline(em: EntityManager, input: TimelineInput) {
  return listRecords(em, Activity, timelineList, input);
}

/** The Timeline's total for the same filters and search (a call of its own, as every list's). */
export function countTimeline(em: EntityManager, input: TimelineInput) {
  return countRecords(em, Activity, timelineList, input);
}
