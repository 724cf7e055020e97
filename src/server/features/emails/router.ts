import { activitySubjectSchema } from '../../../shared/schemas/activity.ts';
import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import {
  attachEmailSchema,
  emailListSchema,
  mergeEmailSchema,
  sendEmailSchema,
} from '../../../shared/schemas/email.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { recordReadProcedures } from '../records/record-router.ts';
import { recordReader } from '../records/record-service.ts';
import { emailType } from './email-type.ts';
import { mergeEmail } from './merge.ts';
import { composerOptions } from './composer-options.ts';
import { sendAgain, sendEmail } from './send.ts';
import { attachEmail, discardEmail } from './unmatched.ts';

/**
 * Email from the CRM: a record's messages, the composer's recipients and templates filled in,
 * send and send again; unmatched received mail attached to a record or discarded.
 */
export const emailsRouter = router({
  ...recordReadProcedures(emailListSchema, recordReader(emailType)),
  composer: staffProcedure
    .input(activitySubjectSchema)
    .query(({ ctx, input }) => composerOptions(ctx, input)),
  merge: staffProcedure
    .input(mergeEmailSchema)
    .mutation(({ ctx, input }) => mergeEmail(ctx, ctx.config.firm, input)),
  send: staffProcedure.input(sendEmailSchema).mutation(({ ctx, input }) => sendEmail(ctx, input)),
  sendAgain: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => sendAgain(ctx, input.id)),
  attach: staffProcedure.input(attachEmailSchema).mutation(({ ctx, input }) => attachEmail(ctx, input)),
  discard: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => discardEmail(ctx, input.id)),
});
