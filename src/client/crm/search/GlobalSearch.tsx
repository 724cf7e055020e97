import '@mantine/spotlight/styles.css';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTRPC } from '../../trpc.ts';
import { recordUrl, type RecordPath } from '../records/recordUrl.ts';
import { searchStore, selectFirstAction } from './searchStore.ts';

const DEBOUNCE_MS = 200;

/** 'Leads' for 'leads': a group's heading from its record type's path. */
const groupLabel = (path: string) => path.charAt(0).toUpperCase() + path.slice(1);

/**
 * The CRM's global search (Ctrl-K or Cmd-K anywhere, or the header's Search button): records of
 * every type by name, title, email, phone number or ABN, grouped by type; the first is selected
 * as the hits arrive, arrows move, Enter opens one.
 */
export function GlobalSearch() {
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const navigate = useNavigate();
  const results = useQuery({
    ...useTRPC().search.global.queryOptions({ query: searched }),
    enabled: searched.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups = searched ? (results.data ?? []).filter((group) => group.hits.length > 0) : [];
  const firstHit = results.isPlaceholderData ? undefined : groups[0]?.hits[0]?.id;
  // Spotlight selects the first action as the query changes, before this search's hits arrive:
  // select it again when they do, so Enter opens it.
  useEffect(() => {
    if (firstHit) selectFirstAction(searchStore);
  }, [firstHit]);

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
      // Mantine's faded grey is unreadable on the selected hit's blue: the detail takes the hit's own colour.
      styles={{ actionDescription: { color: 'inherit', opacity: 1 } }}
    >
      <Spotlight.Search
        placeholder="Search by name, title, email, phone or ABN"
        aria-label="Search the CRM"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList>
        {groups.map((group) => (
          // The heading is drawn by CSS; the group's name says it to screen readers.
          <Spotlight.ActionsGroup
            key={group.path}
            label={groupLabel(group.path)}
            role="group"
            aria-label={groupLabel(group.path)}
          >
            {group.hits.map((hit) => (
              <Spotlight.Action
                key={hit.id}
                label={hit.label}
                description={hit.detail ?? undefined}
                onClick={() => void navigate(recordUrl(group.path as RecordPath, hit.id))}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 && (
          <Spotlight.Empty>
            {!searched
              ? 'Type a name, title, email, phone number or ABN'
              : results.isError
                ? 'Search failed. Please try again.'
                : results.isFetching
                  ? 'Searching...'
                  : 'Nothing found'}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
