import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { accountListSchema } from '../../../shared/schemas/account.ts';
import { contactListSchema } from '../../../shared/schemas/contact.ts';
import { leadListSchema } from '../../../shared/schemas/lead.ts';
import { opportunityListSchema } from '../../../shared/schemas/opportunity.ts';
import { quoteListSchema } from '../../../shared/schemas/quote.ts';
import { taskListSchema } from '../../../shared/schemas/task.ts';
import { accountType } from '../accounts/account-type.ts';
import { contactType } from '../contacts/contact-type.ts';
import { leadType } from '../leads/lead-type.ts';
import { opportunityType } from '../opportunities/opportunity-type.ts';
import { quoteType } from '../quotes/quote-type.ts';
import { allListRows } from '../records/list-query.ts';
import type { ListInput, ReadOnlyRecordType, RecordEntity } from '../records/record-type.ts';
import { taskType } from '../tasks/task-type.ts';

/** Rows read from the database per statement while exporting. */
const EXPORT_BATCH_SIZE = 1000;

/** A list's plain rows: the root's columns by property name, and the type's joined columns. */
export type ExportRow = Record<string, unknown> & { id: string };

/** What the export needs of a record type: its entity, and its list's rows for a list input it checks. */
export type ExportedType = {
  entity: ReadOnlyRecordType<RecordEntity, unknown, ListInput>['entity'];
  rows: (em: EntityManager, input: unknown) => { error: string } | { batches: AsyncGenerator<ExportRow[]> };
};

function exported<Entity extends RecordEntity, Row, Input extends ListInput, Joined, Detail>(
  type: ReadOnlyRecordType<Entity, Row, Input, Joined, Detail>,
  listSchema: z.ZodType<Input, unknown>,
): ExportedType {
  return {
    entity: type.entity,
    rows(em, input) {
      const parsed = listSchema.safeParse(input);
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The list could not be read.' };
      const batches = allListRows(em, type.entity, type.list, parsed.data, EXPORT_BATCH_SIZE);
      return { batches: batches as AsyncGenerator<ExportRow[]> };
    },
  };
}

/** The record types that can be exported, by their path (`GET /export/<path>`). */
export const exportedTypes: Readonly<Record<string, ExportedType>> = {
  leads: exported(leadType, leadListSchema),
  contacts: exported(contactType, contactListSchema),
  accounts: exported(accountType, accountListSchema),
  opportunities: exported(opportunityType, opportunityListSchema),
  quotes: exported(quoteType, quoteListSchema),
  tasks: exported(taskType, taskListSchema),
};
