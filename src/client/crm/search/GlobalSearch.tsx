import '@mantine/spotlight/styles.css';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTRPC } from '../../trpc.ts';
import { recordUrl, type RecordPath } from '../records/recordUrl.ts';

const DEBOUNCE_MS = 200;

/** 'Leads' for 'leads': a group's heading from its record type's path. */
const groupLabel = (path: string) => path.charAt(0).toUpperCase() + path.slice(1);

/**
 * The CRM's global search (Ctrl-K or Cmd-K anywhere, or the header's Search button): records of
 * every type by name, title, email, phone number or ABN, grouped by type; arrows and Enter open one.
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

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
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
