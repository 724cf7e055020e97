import { Grid, Stack } from '@mantine/core';
import { DashboardStats } from './DashboardStats.tsx';
import { DemoDataActions } from './DemoDataActions.tsx';
import { RecentLeads } from './RecentLeads.tsx';

/** The CRM's home: the lead figures, the latest leads, and the demo data buttons. */
export function DashboardTab() {
  return (
    <Stack gap="lg">
      <DashboardStats />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RecentLeads />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DemoDataActions />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
