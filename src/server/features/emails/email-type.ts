import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailListInput } from '../../../shared/schemas/email.ts';
import { Email } from '../../db/entities/email.ts';
import { newestFirst } from '../records/list-query.ts';
import type { ListRow, ReadOnlyRecordType } from '../records/record-type.ts';
import { staffName, staffNameColumn } from '../records/staff.ts';
import { toEmailDto, type EmailDto } from './dto.ts';

async function readEmail(em: EntityManager, id: string) {
  const email = await em.findOne(Email, { id });
  if (!email) return null;
  return toEmailDto(email, email.createdBy ? await staffName(em, email.createdBy.id) : null);
}

/**
 * Messages sent from and received into the CRM: read-only records (the composer and the inbound
 * listener make them). A record's conversation is the messages with an activity on that record.
 */
export const emailType: ReadOnlyRecordType<Email, EmailDto, EmailListInput, { by_name: string | null }> = {
  label: 'Email',
  entity: Email,
  list: {
    query: (qb, _em, { subject, subjectId, status, unmatched }) => {
      qb.select(staffNameColumn('created_by', 'by_name'));
      if (subject && subjectId)
        qb.andWhere(`exists (select 1 from activities a where a.email_id = r.id and a.${subject}_id = ?)`, [
          subjectId,
        ]);
      if (status) qb.andWhere({ status });
      if (unmatched)
        qb.andWhere({ status: 'received' }).andWhere(
          'not exists (select 1 from activities a where a.email_id = r.id)',
        );
    },
    sorts: { newest: newestFirst },
    toRow: (row: ListRow<Email, { by_name: string | null }>) =>
      toEmailDto(row as unknown as Email, row.by_name),
  },
  read: readEmail,
};
