import { eraseContactSchema } from '../../../shared/schemas/privacy.ts';
import { retentionSchema } from '../../../shared/schemas/retention.ts';
import { managerProcedure, router } from '../../trpc.ts';
import { erasePerson } from './erase.ts';
import { retentionPreview } from './retention.ts';
import { readRetention, saveRetention } from './retention-settings.ts';

/**
 * Privacy (managers and admins): erasing a contact's personal data (the export is an HTTP route),
 * and Settings › Data retention with what its next run would de-identify.
 */
export const privacyRouter = router({
  erase: managerProcedure
    .input(eraseContactSchema)
    .mutation(({ ctx, input }) =>
      erasePerson(ctx.em, { user: ctx.user, deleteFiles: ctx.jobs.deleteFiles }, input),
    ),
  retention: managerProcedure.query(async ({ ctx }) => ({
    settings: await readRetention(ctx.em),
    preview: await retentionPreview(ctx.em, new Date()),
  })),
  saveRetention: managerProcedure
    .input(retentionSchema)
    .mutation(({ ctx, input }) => saveRetention(ctx.em, ctx.user, input)),
});
