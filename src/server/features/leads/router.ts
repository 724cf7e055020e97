import { leadRecordSchemas, scheduleFollowUpSchema } from '../../../shared/schemas/lead.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { duplicateProcedures, recordProcedures } from '../records/record-router.ts';
import { leadDuplicates, leadService, scheduleFollowUp } from './service.ts';
import { listAssignableStaff } from '../records/staff.ts';

export const leadsRouter = router({
  ...recordProcedures(leadRecordSchemas, leadService),
  ...duplicateProcedures(leadRecordSchemas.values, leadDuplicates),
  scheduleFollowUp: staffProcedure
    .input(scheduleFollowUpSchema)
    .mutation(({ ctx, input }) => scheduleFollowUp(ctx, input.id, input.followUpDate)),
  assignableStaff: staffProcedure.query(({ ctx }) => listAssignableStaff(ctx.em)),
});
