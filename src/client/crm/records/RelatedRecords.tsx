import { Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { DetailCard } from '../components/DetailCard.tsx';
import type { Identified } from './recordType.ts';
import { useRecordApi } from './useRecordApi.ts';
import { recordUrl, type RecordPath } from './recordUrl.ts';

/** Rows a related section shows; the line under them says how many there are in all. */
const SHOWN = 10;

type RelatedRecordsProps<Row extends Identified> = {
  path: RecordPath;
  title: string;
  /** The list's filter that narrows it to the record's own (`{ accountId }`). */
  filter: Record<string, string>;
  /** 'No leads for this account' */
  empty: string;
  /** The row's name (its link) and what shows beside it. */
  describe: (row: Row) => { name: string; aside?: ReactNode };
};

/**
 * A detail page's section of another type's records that belong to it (an account's leads), the
 * newest first, each linking to its own page: the record kit's list and count, filtered.
 */
export function RelatedRecords<Row extends Identified>({
  path,
  title,
  filter,
  empty,
  describe,
}: RelatedRecordsProps<Row>) {
  const api = useRecordApi<Row, unknown>(path);
  const rows = useQuery(api.list.queryOptions({ ...filter, sort: 'newest', pageSize: SHOWN }));
  const total = useQuery({ ...api.count.queryOptions(filter), enabled: Boolean(rows.data?.next) });
  return (
    <DetailCard title={title}>
      {rows.isPending ? (
        <Skeleton h={24} />
      ) : rows.isError ? (
        <QueryError text={`Error loading ${title.toLowerCase()}`} error={rows.error} onRetry={rows.refetch} />
      ) : rows.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.data.items.map((row) => {
              const { name, aside } = describe(row);
              return (
                <Group key={row.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Anchor component={Link} to={recordUrl(path, row.id)} size="sm" fw={500}>
                    {name}
                  </Anchor>
                  {/* The name wraps; the badge beside it keeps its whole word. */}
                  <Box style={{ flexShrink: 0 }}>{aside}</Box>
                </Group>
              );
            })}
          </Stack>
          {rows.data.next && total.data && (
            <Text size="xs" c="dimmed">
              The newest {SHOWN} of {total.data.total.toLocaleString('en-AU')}
            </Text>
          )}
        </Stack>
      )}
    </DetailCard>
  );
}
