import type { z } from 'zod';
import {
  likelyDuplicatesSchema,
  mergeSchema,
  possibleDuplicatesSchema,
} from '../../../shared/schemas/duplicates.ts';
import { recordBulkSchema } from '../../../shared/schemas/bulk.ts';
import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { staffProcedure } from '../../trpc.ts';
import type { DuplicateService, RecordReader, RecordService } from './record-service.ts';
import type { ListInput } from './record-type.ts';

/** A record type's shared schemas: the form's values (create), the values and the id (update), the list. */
type RecordSchemas<Values, ValuesIn, UpdateIn, Input extends ListInput, InputIn> = {
  values: z.ZodType<Values, ValuesIn>;
  update: z.ZodType<Values & { id: string }, UpdateIn>;
  list: z.ZodType<Input, InputIn>;
};

/** The read procedures of a record type, read-only ones included: list, count and byId, approved staff only. */
export function recordReadProcedures<Row, Detail, Input extends ListInput, InputIn>(
  list: z.ZodType<Input, InputIn>,
  service: RecordReader<Row, Detail, Input>,
) {
  return {
    list: staffProcedure.input(list).query(({ ctx, input }) => service.list(ctx, input as Input)),
    count: staffProcedure.input(list).query(({ ctx, input }) => service.count(ctx, input as Input)),
    byId: staffProcedure.input(recordIdSchema).query(({ ctx, input }) => service.byId(ctx, input.id)),
  };
}

/**
 * The tRPC procedures of one record type, to spread into its router: list, count, byId, create,
 * update, delete, restore, and bulk (the table view's actions on chosen records); approved staff
 * only, and the service's delete rule (delete-rule.ts) on delete and restore, record by record. (tRPC cannot narrow a generic schema's input type, hence the `as` on inputs
 * the schemas have already checked.)
 */
export function recordProcedures<Values, ValuesIn, UpdateIn, Input extends ListInput, InputIn, Row, Detail>(
  schemas: RecordSchemas<Values, ValuesIn, UpdateIn, Input, InputIn>,
  service: RecordService<Values, Row, Detail, Input>,
) {
  return {
    ...recordReadProcedures(schemas.list, service),
    create: staffProcedure
      .input(schemas.values)
      .mutation(({ ctx, input }) => service.create(ctx, input as Values)),
    update: staffProcedure.input(schemas.update).mutation(({ ctx, input }) => {
      const { id, ...values } = input as Values & { id: string };
      return service.update(ctx, id, values as Values);
    }),
    delete: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => service.delete(ctx, input.id)),
    restore: staffProcedure
      .input(recordIdSchema)
      .mutation(({ ctx, input }) => service.restore(ctx, input.id)),
    bulk: staffProcedure.input(recordBulkSchema).mutation(({ ctx, input }) => service.bulk(ctx, input)),
  };
}

/**
 * The duplicate tools of a type that declares them: `likelyDuplicates` of the form's values
 * before a save, the `possibleDuplicates` view, `merge`, and `mergedInto` for an old link; approved staff only, and merge follows
 * the delete rule for the record that goes.
 */
export function duplicateProcedures<Values extends object, ValuesIn, Detail>(
  values: z.ZodType<Values, ValuesIn>,
  service: DuplicateService<Values, Detail>,
) {
  return {
    likelyDuplicates: staffProcedure
      .input(likelyDuplicatesSchema(values))
      .query(({ ctx, input }) => service.likely(ctx, input.values, input.id ?? null)),
    possibleDuplicates: staffProcedure
      .input(possibleDuplicatesSchema)
      .query(({ ctx, input }) => service.possible(ctx, input.cursor ?? null)),
    merge: staffProcedure.input(mergeSchema).mutation(({ ctx, input }) => service.merge(ctx, input)),
    mergedInto: staffProcedure
      .input(recordIdSchema)
      .query(({ ctx, input }) => service.mergedInto(ctx, input.id)),
  };
}
