import type { MoveStageInput } from '../../../shared/schemas/opportunity.ts';
import { recordService } from '../records/record-service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { opportunityType } from './opportunity-type.ts';
import { moveToStage } from './stage.ts';

export const opportunityService = recordService(opportunityType);

/**
 * A card dropped on another column: the new stage with its default probability, the loss
 * reason on Closed Lost (the schema requires it), and the automatic activity.
 */
export function moveStage(ctx: RecordContext, { id, stage, lossReason }: MoveStageInput) {
  return opportunityService.change(ctx, id, (tx, opportunity) =>
    moveToStage(tx, opportunity, stage, lossReason, ctx.user),
  );
}
