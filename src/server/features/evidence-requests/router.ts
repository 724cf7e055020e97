import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import {
  evidenceRequestRecordSchemas,
  evidenceTemplateSchema,
} from '../../../shared/schemas/evidence-request.ts';
import { managerProcedure, router, staffProcedure } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { evidenceRequestService } from './service.ts';
import { sendEvidenceRequest } from './send.ts';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.ts';

export const evidenceRequestsRouter = router({
  ...recordProcedures(evidenceRequestRecordSchemas, evidenceRequestService),
  send: staffProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => sendEvidenceRequest(ctx, input.id)),
  templates: staffProcedure.query(({ ctx }) => listTemplates(ctx.em)),
  saveTemplate: managerProcedure
    .input(evidenceTemplateSchema)
    .mutation(({ ctx, input }) => saveTemplate(ctx.em, input, ctx.user)),
  deleteTemplate: managerProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.em, input.id)),
});
