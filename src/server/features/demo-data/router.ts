import { AppError } from '../../errors.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { clearDemoData, createDemoData } from './service.ts';

export const DEMO_DATA_OFF = 'Demo data is turned off on this server.';

/** Admins only, and in production only with DEMO_DATA=on: both replace or remove ALL CRM data. */
const demoDataProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.config.demoData) throw new AppError('FORBIDDEN', DEMO_DATA_OFF);
  return next();
});

export const demoDataRouter = router({
  /** Replaces all CRM data with the demo set; a failure changes nothing. */
  create: demoDataProcedure.mutation(({ ctx }) => createDemoData(ctx.em, ctx.user)),

  /** Removes all CRM data. */
  clear: demoDataProcedure.mutation(async ({ ctx }) => {
    await clearDemoData(ctx.em);
    return { cleared: true as const };
  }),
});
