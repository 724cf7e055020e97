import { Select } from '@mantine/core';
import { leadSource } from '../../../shared/enums.ts';
import { reportListFilters } from '../../../shared/report-links.ts';
import { OwnerFilter } from '../records/OwnerFilter.tsx';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';
import type { FilterControlsProps } from '../records/recordType.ts';

/** The leads list's filters from the URL: owner and source, and a report's days and outcome. */
export const leadFiltersFromUrl = reportListFilters.leads;

/** Owner and source, each kept in the URL; a report's other filters said in words. */
export function LeadFilters({ params, setParam }: FilterControlsProps) {
  const filters = leadFiltersFromUrl(params);
  const width = { base: '100%', xs: 180 };
  return (
    <>
      <OwnerFilter value={filters.ownerId} setParam={setParam} w={width} />
      <Select
        aria-label="Source"
        placeholder="Any source"
        data={leadSource.options}
        clearable
        w={width}
        value={filters.source}
        onChange={(value) => setParam('source', value)}
      />
      <ReportFilterNote names={['created', 'outcome']} />
    </>
  );
}
