import type { ListLayout, ListViewInput } from '../../../shared/schemas/list-view.ts';
import { ListView } from '../../db/entities/list-view.ts';
import type { RecordContext } from '../records/record-type.ts';

/** The person's chosen layout by record type; a type they never chose for is absent (cards). */
export async function listViews({ em, user }: RecordContext): Promise<Record<string, ListLayout>> {
  const rows = await em.find(ListView, { user }, { fields: ['recordType', 'layout'] });
  return Object.fromEntries(rows.map((row) => [row.recordType, row.layout]));
}

/** Keeps the person's layout for one record type (one row per person and type, upserted). */
export async function chooseListView({ em, user }: RecordContext, input: ListViewInput) {
  await em.upsert(ListView, { user, recordType: input.recordType, layout: input.layout });
  return input;
}
