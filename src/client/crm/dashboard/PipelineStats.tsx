import { Card, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconChartBar, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatAud } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { StatCard } from './StatCard.tsx';

const CHART_HEIGHT = 120;

// The chart library is the CRM's largest dependency: it loads while the figures show.
const OpenByStageChart = lazy(() => import('./OpenByStageChart.tsx'));

/** The open pipeline, this quarter's weighted forecast, and the open amount of each stage as bars. */
export function PipelineStats() {
  const pipeline = useQuery(useTRPC().dashboard.pipeline.queryOptions());
  if (pipeline.isPending) return <Skeleton height={240} radius="md" />;
  if (pipeline.error) {
    return <QueryError text="Error loading the pipeline" error={pipeline.error} onRetry={pipeline.refetch} />;
  }
  const { openPipeline, weightedForecast, openByStage } = pipeline.data;
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
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
          <OpenByStageChart openByStage={openByStage} height={CHART_HEIGHT} />
        </Suspense>
      </Card>
    </SimpleGrid>
  );
}
