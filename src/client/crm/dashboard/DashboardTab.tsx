import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { DashboardStats } from './DashboardStats.tsx';
import { DemoDataActions } from './DemoDataActions.tsx';
import { MyDay } from './MyDay.tsx';
import { PipelineStats } from './PipelineStats.tsx';
import { RecentLeads } from './RecentLeads.tsx';

/** The CRM's home: the demo data buttons (for those who may run them), My day, the lead figures, the pipeline and the latest leads. */
export function DashboardTab() {
  const me = useQuery(useTRPC().auth.me.queryOptions());
  return (
    <Stack gap="lg">
      {me.data?.canRunDemoData && <DemoDataActions />}
      {me.data && <MyDay userId={me.data.id} />}
      <DashboardStats />
      <PipelineStats />
      <RecentLeads />
    </Stack>
  );
}
