import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowMerge } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCrmTitle } from '../useCrmTitle.ts';
import { ListState } from './ListState.tsx';
import { recordTexts } from './recordTexts.ts';
import { recordUrl, type RecordPath } from './recordUrl.ts';
import { useRecordApi } from './useRecordApi.ts';
import { useRecordNavigation } from './useRecordNavigation.ts';

type PossibleDuplicatesProps = { type: { path: RecordPath; singular: string; plural: string } };

/**
 * /crm/<type>/duplicates — pairs of records that are likely the same, each with why and Merge.
 * The server checks a bounded number of records per page; 'Check more' goes on from there.
 */
export function PossibleDuplicatesPage({ type }: PossibleDuplicatesProps) {
  const texts = recordTexts(type);
  const title = `Possible duplicate ${type.plural}`;
  useCrmTitle(title);
  const go = useRecordNavigation(type.path);
  const api = useRecordApi(type.path);
  const pages = useInfiniteQuery(
    api.possibleDuplicates.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next }),
  );
  const pairs = pages.data?.pages.flatMap((page) => page.pairs) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={go.list} px="xs">
          {texts.back}
        </Button>
      </Group>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">
        Pairs of {type.plural} that are likely the same, each with why. Merge keeps one and moves everything
        of the other to it.
      </Text>
      <ListState
        query={pages}
        isEmpty={pairs.length === 0 && !pages.hasNextPage}
        loadingText={`Looking for possible duplicate ${type.plural}...`}
        errorText={`Error loading possible duplicate ${type.plural}`}
        emptyText={`No possible duplicate ${type.plural} found.`}
      >
        <Stack gap="sm">
          {pairs.map((pair) => (
            <Paper key={`${pair.first.id}:${pair.second.id}`} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={recordUrl(type.path, pair.first.id)} fw={500}>
                      {pair.first.name}
                    </Anchor>
                    <Text c="dimmed">and</Text>
                    <Anchor component={Link} to={recordUrl(type.path, pair.second.id)} fw={500}>
                      {pair.second.name}
                    </Anchor>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {pair.reason}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  leftSection={<IconArrowMerge size={16} />}
                  onClick={() => go.merge(pair.first.id, pair.second.id)}
                  aria-label={`Merge ${pair.first.name} and ${pair.second.name}`}
                >
                  Merge
                </Button>
              </Group>
            </Paper>
          ))}
          {pages.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Check more {type.plural}
              </Button>
            </Group>
          ) : (
            <Text c="dimmed" size="sm" ta="center">
              Every {type.singular.toLowerCase()} has been checked.
            </Text>
          )}
        </Stack>
      </ListState>
    </Stack>
  );
}
