import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnyTRPCRouter } from '@trpc/server';
import type { z } from 'zod';
import type { RecordImport } from './import/import-type.ts';
import { allListRows } from './list-query.ts';
import type { PersonalDataSection } from './personal-data.ts';
import type { ListInput, ReadOnlyRecordType, RecordEntity } from './record-type.ts';

/** Rows read from the database per statement while exporting. */
const EXPORT_BATCH_SIZE = 1000;

/** A list's plain rows: the root's columns by property name, and the type's joined columns. */
export type ExportRow = Record<string, unknown> & { id: string };

/**
 * How global search finds a type's records: one SQL query of its live rows (alias `r`) with
 * `label` and `detail` columns, matched on the kit's `search_text` and, for a search of digits,
 * on `digits`, the SQL of the record's numbers' digits (an index each; see search/service.ts).
 */
export type SearchDeclaration = { select: string; digits?: string };

/**
 * A record type as the registry (src/server/record-types.ts) holds it: its tRPC router, the
 * rows of its list for the CSV export, and, when it has them, its global search and CSV import.
 */
export type RegisteredType<Router extends AnyTRPCRouter = AnyTRPCRouter> = {
  router: Router;
  entity: EntityClass<RecordEntity>;
  /** The list's rows for a list input it checks first, in keyset batches (the CSV export). */
  rows: (em: EntityManager, input: unknown) => { error: string } | { batches: AsyncGenerator<ExportRow[]> };
  search?: SearchDeclaration;
  import?: RecordImport;
  /** Where its rows hold data about a person, for privacy requests (records/personal-data.ts). */
  personalData?: readonly PersonalDataSection[];
};

/** A record type's declaration to the registry, from its kit type, its list schema and its router. */
export function registerType<
  Entity extends RecordEntity,
  Row,
  Input extends ListInput,
  Joined,
  Detail,
  Router extends AnyTRPCRouter,
  Import extends RecordImport | undefined = undefined,
>(declaration: {
  type: ReadOnlyRecordType<Entity, Row, Input, Joined, Detail>;
  listSchema: z.ZodType<Input, unknown>;
  router: Router;
  search?: SearchDeclaration;
  import?: Import;
  personalData?: readonly PersonalDataSection[];
}): RegisteredType<Router> & { import: Import } {
  const { type, listSchema, router, search, personalData } = declaration;
  return {
    router,
    entity: type.entity,
    rows(em, input) {
      const parsed = listSchema.safeParse(input);
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The list could not be read.' };
      const batches = allListRows(em, type.entity, type.list, parsed.data, EXPORT_BATCH_SIZE);
      return { batches: batches as AsyncGenerator<ExportRow[]> };
    },
    ...(search && { search }),
    ...(personalData && { personalData }),
    import: declaration.import as Import,
  };
}
