import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { rescheduleTaskSchema, taskRecordSchemas } from '../../../shared/schemas/task.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { completeTask, rescheduleTask, reopenTask, taskService } from './service.ts';

export const tasksRouter = router({
  ...recordProcedures(taskRecordSchemas, taskService),
  complete: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => completeTask(ctx, input.id)),
  reopen: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => reopenTask(ctx, input.id)),
  reschedule: staffProcedure
    .input(rescheduleTaskSchema)
    .mutation(({ ctx, input }) => rescheduleTask(ctx, input)),
});
