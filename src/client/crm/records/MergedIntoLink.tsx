import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recordUrl, type RecordPath } from './recordUrl.ts';
import { useRecordApi } from './useRecordApi.ts';

/** On a missing record's page: the record it was merged into, when a merge removed it. */
export function MergedIntoLink({ path, singular, id }: { path: RecordPath; singular: string; id: string }) {
  const survivor = useQuery(useRecordApi(path).mergedInto.queryOptions({ id }));
  if (!survivor.data) return null;
  return (
    <Text ta="center">
      This {singular.toLowerCase()} was merged into{' '}
      <Anchor component={Link} to={recordUrl(path, survivor.data.id)}>
        {survivor.data.name}
      </Anchor>
      .
    </Text>
  );
}
