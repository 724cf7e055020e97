import { SegmentedControl } from '@mantine/core';
import type { FilterControlsProps } from '../records/recordType.ts';

const SHOW_PARAM = 'show';

/** The list's filter from the URL: the open requests (some item not yet accepted) unless `?show=all`. */
export function evidenceRequestFiltersFromUrl(params: URLSearchParams) {
  return { open: params.get(SHOW_PARAM) === 'all' ? null : true };
}

/** Open requests, or all of them. */
export function EvidenceRequestFilters({ params, setParam }: FilterControlsProps) {
  return (
    <SegmentedControl
      aria-label="Which requests"
      data={[
        { value: 'open', label: 'Open' },
        { value: 'all', label: 'All' },
      ]}
      value={params.get(SHOW_PARAM) === 'all' ? 'all' : 'open'}
      onChange={(value) => setParam(SHOW_PARAM, value === 'all' ? 'all' : null)}
    />
  );
}
