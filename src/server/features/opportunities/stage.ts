import type { EntityManager } from '@mikro-orm/postgresql';
import { opportunityStage, type OpportunityStage } from '../../../shared/enums.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import type { User } from '../../db/entities/user.ts';
import { recordActivity } from '../activities/service.ts';

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
