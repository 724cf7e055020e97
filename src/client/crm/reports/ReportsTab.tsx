import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format.ts';
import { reportTitles } from '../../../shared/reports.ts';
import { useTRPC } from '../../trpc.ts';
import { useCrmTitle } from '../useCrmTitle.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportSectionCard } from './ReportSectionCard.tsx';
import { useReportParams } from './reportParams.ts';

/** The Reports tab: one report at a time, its days and owner in the URL; staff see their own figures. */
export function ReportsTab() {
  const trpc = useTRPC();
  const state = useReportParams();
  const { report, range, ownerId } = state;
  const me = useQuery(trpc.auth.me.queryOptions());
  const canChooseOwner = me.data?.role === 'manager' || me.data?.role === 'admin';
  const input = range ? { ...range, ownerId: canChooseOwner ? ownerId : null } : null;
  const answer = useQuery({
    ...trpc.reports[report].queryOptions(input ?? { from: '', to: '' }),
    enabled: Boolean(input),
  });
  useCrmTitle(`${reportTitles[report]} · Reports`);
  return (
    <Stack gap="lg">
      <ReportFilters state={state} canChooseOwner={canChooseOwner} />
      {range && (
        <Text size="sm">
          {reportTitles[report]}, {formatDate(range.from)} to {formatDate(range.to)} (Sydney time)
        </Text>
      )}
      {!range && <Text size="sm">Pick the first and the last day of the range.</Text>}
      {answer.isPending && input && <Loader size="sm" aria-label="Loading the report" />}
      {answer.isError && (
        <Alert color="red" title="The report could not be loaded">
          {answer.error.message}
        </Alert>
      )}
      {answer.data?.sections.map((section) => (
        <ReportSectionCard
          key={`${report}-${section.key}`}
          report={report}
          section={section}
          range={{ from: answer.data.from, to: answer.data.to }}
          ownerId={answer.data.ownerId}
        />
      ))}
    </Stack>
  );
}
