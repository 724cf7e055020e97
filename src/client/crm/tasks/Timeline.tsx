import { Anchor, Card, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { activitySubject } from '../../../shared/enums.ts';
import { DEFAULT_PAGE_SIZE } from '../../../shared/schemas/fields.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { ActivityItem } from '../activities/ActivityItem.tsx';
import { ListPagination, TOTAL_STALE_MS } from '../records/ListPagination.tsx';
import { ListState } from '../records/ListState.tsx';
import { SearchBox } from '../records/SearchBox.tsx';
import { useListParams } from '../records/useListParams.ts';
import { activityFiltersFromUrl } from './ActivityFilters.tsx';
import { reportListFilters } from '../../../shared/report-links.ts';
import { subjectUrl } from './taskText.ts';

type TimelineEntry = RouterOutputs['activities']['timeline']['items'][number];

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  return (
    <ActivityItem
      activity={entry}
      byName={entry.byName}
      descriptionLines={3}
      about={
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {activitySubject.label(entry.subject)}:{' '}
          <Anchor component={Link} to={subjectUrl(entry.subject, entry.subjectId)} size="xs">
            {entry.subjectName ?? 'Unnamed'}
          </Anchor>
        </Text>
      }
    />
  );
}

/**
 * The Timeline: every activity on leads, opportunities, accounts and contacts, newest first,
 * with a link to its record; searched, filtered and paged like the kit's lists (`q`, cursors).
 */
export function Timeline({ params }: { params: URLSearchParams }) {
  const list = useListParams();
  const { assigneeId, subject, from, to } = activityFiltersFromUrl(params);
  const trpc = useTRPC();
  const shown = {
    search: list.search,
    byId: assigneeId,
    subject,
    from,
    to,
    ...reportListFilters.timeline(params),
  };
  const timeline = useQuery({
    ...trpc.activities.timeline.queryOptions({ ...shown, after: list.after, before: list.before }),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({ ...trpc.activities.timelineCount.queryOptions(shown), staleTime: TOTAL_STALE_MS });
  const page = timeline.data;
  const first = page?.previous ? list.from : 1;
  return (
    <Stack gap="md">
      <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search activities..." />
      <Card withBorder radius="md" padding="lg">
        <ListState
          query={timeline}
          isEmpty={page?.items.length === 0}
          loadingText="Loading activities..."
          errorText="Error loading activities"
          emptyText="No activities found."
        >
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {page?.items.map((entry) => (
              <TimelineItem key={entry.id} entry={entry} />
            ))}
          </Stack>
        </ListState>
      </Card>
      {page && (
        <ListPagination
          total={total.data}
          from={first}
          count={page.items.length}
          hasPrevious={Boolean(page.previous)}
          hasNext={Boolean(page.next)}
          onPrevious={() =>
            page.previous && list.setPage({ before: page.previous }, Math.max(1, first - DEFAULT_PAGE_SIZE))
          }
          onNext={() => page.next && list.setPage({ after: page.next }, first + page.items.length)}
          noun="activities"
        />
      )}
    </Stack>
  );
}
