import {
  dataBreachListSchema,
  dataBreachUpdateSchema,
  dataBreachValuesSchema,
} from '../../../shared/schemas/data-breach.ts';
import { managerProcedure, router } from '../../trpc.ts';
import { createDataBreach, listDataBreaches, updateDataBreach } from './service.ts';

/** Settings › Data breaches: the register of data breaches and their assessment (managers and admins). */
export const dataBreachesRouter = router({
  list: managerProcedure
    .input(dataBreachListSchema)
    .query(({ ctx, input }) => listDataBreaches(ctx.em, input.cursor ?? undefined)),
  create: managerProcedure
    .input(dataBreachValuesSchema)
    .mutation(({ ctx, input }) => createDataBreach(ctx.em, ctx.user, input)),
  update: managerProcedure.input(dataBreachUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...values } = input;
    return updateDataBreach(ctx.em, id, values);
  }),
});
