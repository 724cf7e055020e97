import { stageProbability } from '../../../shared/enums.ts';
import type { MoveStageInput } from '../../../shared/schemas/opportunity.ts';
import { recordService } from '../records/record-service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { opportunityType } from './opportunity-type.ts';
import { changeStage } from './stage.ts';

export const opportunityService = recordService(opportunityType);

/**
 * A card dropped on another column: the new stage with its default probability, the loss
 * reason on Closed Lost (the schema requires it), and the automatic activity.
 */
export function moveStage(ctx: RecordContext, { id, stage, lossReason }: MoveStageInput) {
  return opportunityService.change(ctx, id, (tx, opportunity) => {
    if (opportunity.stage === stage) return;
    changeStage(tx, opportunity, stage, ctx.user);
    opportunity.probability = stageProbability[stage];
    opportunity.lossReason = stage === 'closed_lost' ? lossReason : null;
  });
}
