import { Stack } from '@mantine/core';
import { DashboardStats } from './DashboardStats.tsx';
import { DemoDataActions } from './DemoDataActions.tsx';
import { PipelineStats } from './PipelineStats.tsx';
import { RecentLeads } from './RecentLeads.tsx';

/** The CRM's home: the demo data buttons, the lead figures, the pipeline and the latest leads. */
export function DashboardTab() {
  return (
    <Stack gap="lg">
      <DemoDataActions />
      <DashboardStats />
      <PipelineStats />
      <RecentLeads />
    </Stack>
  );
}
