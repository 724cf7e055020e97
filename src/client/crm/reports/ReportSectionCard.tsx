import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { ReportName, ReportSection } from '../../../shared/reports.ts';
import { ReportTable } from './ReportTable.tsx';

const ReportChart = lazy(() => import('./ReportChart.tsx'));

type ReportSectionCardProps = {
  report: ReportName;
  section: ReportSection;
  range: { from: string; to: string };
  ownerId: string | null;
};

/** One table of a report: its title, how it is counted, the chart, the table and its CSV. */
export function ReportSectionCard({ report, section, range, ownerId }: ReportSectionCardProps) {
  const query = new URLSearchParams({ ...range, ...(ownerId ? { owner: ownerId } : {}) });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {section.title}
          </Title>
          <Button
            component="a"
            href={`/reports/${report}/${section.key}.csv?${query.toString()}`}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            aria-label={`Export CSV: ${section.title}`}
          >
            Export CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {section.counting}
        </Text>
        {section.rows.length === 0 ? (
          <Text size="sm">Nothing to count between these days.</Text>
        ) : (
          <>
            <Suspense fallback={<div style={{ height: 260 }} />}>
              <ReportChart section={section} />
            </Suspense>
            <ReportTable section={section} />
          </>
        )}
      </Stack>
    </Card>
  );
}
