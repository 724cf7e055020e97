import { Select } from '@mantine/core';
import { closeRange, opportunityStage } from '../../../shared/enums.ts';
import { reportListFilters } from '../../../shared/report-links.ts';
import { OwnerFilter } from '../records/OwnerFilter.tsx';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';
import type { FilterControlsProps } from '../records/recordType.ts';

/** The list's and the board's filters from the URL: owner, close range; the list's stage too. */
export function opportunityFiltersFromUrl(params: URLSearchParams) {
  return {
    ...reportListFilters.opportunities(params),
    closeRange: closeRange.parse(params.get('close')),
  };
}

/** Owner, close range, and in the list also stage; each kept in the URL. */
export function OpportunityFilters({ params, setParam, view }: FilterControlsProps) {
  const filters = opportunityFiltersFromUrl(params);
  const width = { base: '100%', xs: 180 };
  return (
    <>
      <OwnerFilter value={filters.ownerId} setParam={setParam} w={width} />
      <Select
        aria-label="Expected close"
        placeholder="Any close date"
        data={closeRange.options}
        clearable
        w={width}
        value={filters.closeRange}
        onChange={(value) => setParam('close', value)}
      />
      {view === 'list' && (
        <Select
          aria-label="Stage"
          placeholder="Any stage"
          data={opportunityStage.options}
          clearable
          w={width}
          value={filters.stage}
          onChange={(value) => setParam('stage', value)}
        />
      )}
      <ReportFilterNote names={['closed', 'closing', 'open', 'committed']} />
    </>
  );
}
