import { historyListSchema } from '../../../shared/schemas/history.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { listHistory } from './service.ts';

export const historyRouter = router({
  list: staffProcedure.input(historyListSchema).query(({ ctx, input }) => listHistory(ctx.em, input)),
});
