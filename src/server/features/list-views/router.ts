import { listViewSchema } from '../../../shared/schemas/list-view.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { chooseListView, listViews } from './service.ts';

/** The signed-in person's layout of each record list (cards or table), kept for every device. */
export const listViewsRouter = router({
  mine: staffProcedure.query(({ ctx }) => listViews(ctx)),
  choose: staffProcedure.input(listViewSchema).mutation(({ ctx, input }) => chooseListView(ctx, input)),
});
