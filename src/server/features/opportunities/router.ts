import {
  boardColumnSchema,
  boardFiltersSchema,
  moveStageSchema,
  opportunityRecordSchemas,
} from '../../../shared/schemas/opportunity.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { boardColumn, boardTotals } from './board.ts';
import { moveStage, opportunityService } from './service.ts';

export const opportunitiesRouter = router({
  ...recordProcedures(opportunityRecordSchemas, opportunityService),
  boardTotals: protectedProcedure
    .input(boardFiltersSchema)
    .query(({ ctx, input }) => boardTotals(ctx.em, input)),
  boardColumn: protectedProcedure
    .input(boardColumnSchema)
    .query(({ ctx, input }) => boardColumn(ctx.em, input)),
  moveStage: protectedProcedure.input(moveStageSchema).mutation(({ ctx, input }) => moveStage(ctx, input)),
});
