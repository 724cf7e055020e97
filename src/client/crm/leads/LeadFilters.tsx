import { leadSource } from '../../../shared/enums.ts';
import { reportListFilters } from '../../../shared/report-links.ts';
import { OwnerFilter } from '../records/OwnerFilter.tsx';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';
import { FILTER_WIDTH, ParamSelect } from '../records/ParamSelect.tsx';
import type { FilterControlsProps } from '../records/recordType.ts';

/** The leads list's filters from the URL: owner and source, and a report's days and outcome. */
export const leadFiltersFromUrl = reportListFilters.leads;

/** Owner and source, each kept in the URL; a report's other filters said in words. */
export function LeadFilters({ params, setParam }: FilterControlsProps) {
  const filters = leadFiltersFromUrl(params);
  return (
    <>
      <OwnerFilter value={filters.ownerId} setParam={setParam} w={FILTER_WIDTH} />
      <ParamSelect
        label="Source"
        placeholder="Any source"
        param="source"
        data={leadSource.options}
        value={filters.source}
        setParam={setParam}
      />
      <ReportFilterNote names={['created', 'outcome']} />
    </>
  );
}
