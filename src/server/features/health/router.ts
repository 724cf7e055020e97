import { publicProcedure, router } from '../../trpc.ts';

export const healthRouter = router({
  ping: publicProcedure.query(() => ({ pong: true as const, serverTime: new Date() })),
});
