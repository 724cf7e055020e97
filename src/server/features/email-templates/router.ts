import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { emailTemplateInputSchema, emailTemplateListSchema } from '../../../shared/schemas/email.ts';
import { managerProcedure, router } from '../../trpc.ts';
import { recordReadProcedures } from '../records/record-router.ts';
import { recordService } from '../records/record-service.ts';
import { emailTemplateType } from './template-type.ts';

const templateService = recordService(emailTemplateType);

/** Every staff member reads the templates (the composer's picker); managers and admins write them. */
export const emailTemplatesRouter = router({
  ...recordReadProcedures(emailTemplateListSchema, templateService),
  create: managerProcedure
    .input(emailTemplateInputSchema)
    .mutation(({ ctx, input }) => templateService.create(ctx, input)),
  update: managerProcedure
    .input(emailTemplateInputSchema.extend(recordIdSchema.shape))
    .mutation(({ ctx, input: { id, ...values } }) => templateService.update(ctx, id, values)),
  delete: managerProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => templateService.delete(ctx, input.id)),
  restore: managerProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => templateService.restore(ctx, input.id)),
});
