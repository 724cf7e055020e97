import { globalSearchSchema } from '../../../shared/schemas/search.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { globalSearch } from './service.ts';

export const searchRouter = router({
  global: staffProcedure
    .input(globalSearchSchema)
    .query(({ ctx, input }) => globalSearch(ctx.em, input.query)),
});
