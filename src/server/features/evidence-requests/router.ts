import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import {
  evidenceRequestRecordSchemas,
  evidenceReviewSchema,
  evidenceTemplateSchema,
} from '../../../shared/schemas/evidence-request.ts';
import { managerProcedure, router, staffProcedure } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { evidenceRequestService } from './service.ts';
import { reviewEvidenceItem } from './review.ts';
import { sendEvidenceRequest } from './send.ts';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.ts';

export const evidenceRequestsRouter = router({
  ...recordProcedures(evidenceRequestRecordSchemas, evidenceRequestService),
  send: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => sendEvidenceRequest(ctx, input.id)),
  review: staffProcedure
    .input(evidenceReviewSchema)
    .mutation(({ ctx, input }) => reviewEvidenceItem(ctx, input)),
  templates: staffProcedure.query(({ ctx }) => listTemplates(ctx.em)),
  saveTemplate: managerProcedure
    .input(evidenceTemplateSchema)
    .mutation(({ ctx, input }) => saveTemplate(ctx.em, input, ctx.user)),
  deleteTemplate: managerProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.em, input.id)),
});
