import {
  boardColumnSchema,
  boardFiltersSchema,
  moveStageSchema,
  opportunityRecordSchemas,
} from '../../../shared/schemas/opportunity.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { boardColumn, boardTotals } from './board.ts';
import { moveStage, opportunityService } from './service.ts';

export const opportunitiesRouter = router({
  ...recordProcedures(opportunityRecordSchemas, opportunityService),
  boardTotals: staffProcedure.input(boardFiltersSchema).query(({ ctx, input }) => boardTotals(ctx.em, input)),
  boardColumn: staffProcedure.input(boardColumnSchema).query(({ ctx, input }) => boardColumn(ctx.em, input)),
  moveStage: staffProcedure.input(moveStageSchema).mutation(({ ctx, input }) => moveStage(ctx, input)),
});
