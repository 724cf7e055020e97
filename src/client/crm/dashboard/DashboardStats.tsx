import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconStar, IconUsers } from '@tabler/icons-react';
import { formatAud } from '../../../shared/format.ts';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { StatCard } from './StatCard.tsx';

const CARDS = 4;

/** Total, qualified and urgent leads and the pipeline's value. 'new' counts every new lead, whenever it came in. */
export function DashboardStats() {
  const stats = useQuery(useTRPC().dashboard.stats.queryOptions());
  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {Array.from({ length: CARDS }, (_, card) => (
          <Skeleton key={card} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.error) {
    return <QueryError text="Error loading dashboard" error={stats.error} onRetry={stats.refetch} />;
  }
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        title="Total Leads"
        value={String(stats.data.totalLeads)}
        hint={`${stats.data.newLeads} new`}
        icon={IconUsers}
        color="blue"
      />
      <StatCard
        title="Qualified Leads"
        value={String(stats.data.qualifiedLeads)}
        hint={`${stats.data.highScoreLeads} high-scoring`}
        icon={IconStar}
        color="teal"
      />
      <StatCard
        title="Pipeline Value"
        value={formatAud(stats.data.pipelineValue)}
        hint="Total estimated value"
        icon={IconCash}
        color="green"
      />
      <StatCard
        title="Urgent Leads"
        value={String(stats.data.urgentLeads)}
        hint="Priority urgent"
        icon={IconAlertTriangle}
        color="red"
      />
    </SimpleGrid>
  );
}
