import { z } from 'zod';
import { router, staffProcedure } from '../../trpc.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

/** The header's bell: the signed-in person's notifications; one or all marked read. */
export const notificationsRouter = router({
  list: staffProcedure.query(({ ctx }) => listNotifications(ctx)),
  markRead: staffProcedure
    .input(z.object({ id: z.uuid({ error: 'Invalid notification id' }).nullish() }))
    .mutation(({ ctx, input }) => markNotificationsRead(ctx, input.id ?? null)),
});
