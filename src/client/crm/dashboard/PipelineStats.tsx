import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconChartBar, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { opportunityStage } from '../../../shared/enums.ts';
import { formatAud } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { stageColors } from '../opportunities/StageBadge.tsx';
import { StatCard } from './StatCard.tsx';

/** The open pipeline, this quarter's weighted forecast, and the open amount of each stage as bars. */
export function PipelineStats() {
  const pipeline = useQuery(useTRPC().dashboard.pipeline.queryOptions());
  if (pipeline.isPending) return <Skeleton height={240} radius="md" />;
  if (pipeline.error) {
    return <QueryError text="Error loading the pipeline" error={pipeline.error} onRetry={pipeline.refetch} />;
  }
  const { openPipeline, weightedForecast, openByStage } = pipeline.data;
  const bars = openByStage.map(({ stage, amount }) => ({
    stage: opportunityStage.label(stage),
    amount,
    color: `${stageColors[stage]}.6`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <StatCard
        title="Open Pipeline"
        value={formatAud(openPipeline)}
        hint="Open opportunities' amounts"
        icon={IconChartBar}
        color="violet"
      />
      <StatCard
        title="Weighted Forecast"
        value={formatAud(weightedForecast)}
        hint="Amount × probability, closing this quarter"
        icon={IconTrendingUp}
        color="orange"
      />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="open-by-stage-title">
        <Title order={2} size="h6" c="dimmed" mb="xs" id="open-by-stage-title">
          Open Amount by Stage
        </Title>
        <BarChart
          h={120}
          data={bars}
          dataKey="stage"
          series={[{ name: 'amount', label: 'Open amount' }]}
          valueFormatter={formatAud}
          withYAxis={false}
          tickLine="none"
          gridAxis="none"
          xAxisProps={{ interval: 0, tick: { fontSize: 10 } }}
        />
      </Card>
    </SimpleGrid>
  );
}
