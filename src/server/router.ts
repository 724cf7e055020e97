import { authRouter } from './features/auth/router.ts';
import { healthRouter } from './features/health/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
