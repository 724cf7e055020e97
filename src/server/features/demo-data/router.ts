import { protectedProcedure, router } from '../../trpc.ts';
import { clearDemoData, createDemoData } from './service.ts';

export const demoDataRouter = router({
  /** Replaces all CRM data with the demo set; a failure changes nothing. */
  create: protectedProcedure.mutation(({ ctx }) => createDemoData(ctx.em, ctx.user)),

  /** Removes all CRM data. */
  clear: protectedProcedure.mutation(async ({ ctx }) => {
    await clearDemoData(ctx.em);
    return { cleared: true as const };
  }),
});
