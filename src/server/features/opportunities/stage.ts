import type { EntityManager } from '@mikro-orm/postgresql';
import { opportunityStage, stageProbability, type OpportunityStage } from '../../../shared/enums.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import type { User } from '../../db/entities/user.ts';
import { recordActivity } from '../records/activity-log.ts';

/**
 * Moves an opportunity into another stage: the stage's clock restarts (days in stage), a loss
 * reason is kept only on Closed Lost, and the move is written as an activity. Nothing happens
 * when the stage is the same.
 */
export function changeStage(
  tx: EntityManager,
  opportunity: Opportunity,
  stage: OpportunityStage,
  by: User,
): void {
  const from = opportunity.stage;
  if (from === stage) return;
  opportunity.stage = stage;
  opportunity.stageChangedAt = new Date();
  recordActivity(
    tx,
    { opportunity },
    {
      type: 'stage_change',
      title: 'Stage changed',
      description: `Stage changed from ${opportunityStage.label(from)} to ${opportunityStage.label(stage)}`,
    },
    by,
  );
}

/**
 * A move to another stage outside the form (a card dropped on the board, a bulk change): the
 * stage's default probability, the loss reason kept only on Closed Lost, and the activity.
 */
export function moveToStage(
  tx: EntityManager,
  opportunity: Opportunity,
  stage: OpportunityStage,
  lossReason: string | null,
  by: User,
): void {
  if (opportunity.stage === stage) return;
  changeStage(tx, opportunity, stage, by);
  opportunity.probability = stageProbability[stage];
  opportunity.lossReason = stage === 'closed_lost' ? lossReason : null;
}
