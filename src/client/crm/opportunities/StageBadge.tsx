import { Badge } from '@mantine/core';
import { opportunityStage, type OpportunityStage } from '../../../shared/enums.ts';

/** Each stage's colour, on badges, board columns and the dashboard's chart. */
export const stageColors: Record<OpportunityStage, string> = {
  qualification: 'blue',
  needs_analysis: 'cyan',
  proposal: 'violet',
  negotiation: 'orange',
  closed_won: 'green',
  closed_lost: 'gray',
};

export function StageBadge({ stage }: { stage: OpportunityStage }) {
  return (
    <Badge color={stageColors[stage]} variant="light">
      {opportunityStage.label(stage)}
    </Badge>
  );
}
