import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { opportunityStage, type OpportunityStage } from '../../../shared/enums.ts';
import { formatAud } from '../../../shared/format.ts';
import { stageColors } from '../opportunities/StageBadge.tsx';

type OpenByStageChartProps = { openByStage: { stage: OpportunityStage; amount: number }[]; height: number };

/** Bars of the open amount in each open stage, in the stages' colours. */
export default function OpenByStageChart({ openByStage, height }: OpenByStageChartProps) {
  const bars = openByStage.map(({ stage, amount }) => ({
    stage: opportunityStage.label(stage),
    amount,
    color: `${stageColors[stage]}.6`,
  }));
  return (
    <BarChart
      h={height}
      data={bars}
      dataKey="stage"
      series={[{ name: 'amount', label: 'Open amount' }]}
      valueFormatter={formatAud}
      withYAxis={false}
      tickLine="none"
      gridAxis="none"
      xAxisProps={{ interval: 0, tick: { fontSize: 10 } }}
    />
  );
}
