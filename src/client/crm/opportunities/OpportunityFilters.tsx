import { closeRange, opportunityStage } from '../../../shared/enums.ts';
import { reportListFilters } from '../../../shared/report-links.ts';
import { OwnerFilter } from '../records/OwnerFilter.tsx';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';
import { FILTER_WIDTH, ParamSelect } from '../records/ParamSelect.tsx';
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
  return (
    <>
      <OwnerFilter value={filters.ownerId} setParam={setParam} w={FILTER_WIDTH} />
      <ParamSelect
        label="Expected close"
        placeholder="Any close date"
        param="close"
        data={closeRange.options}
        value={filters.closeRange}
        setParam={setParam}
      />
      {view === 'list' && (
        <ParamSelect
          label="Stage"
          placeholder="Any stage"
          param="stage"
          data={opportunityStage.options}
          value={filters.stage}
          setParam={setParam}
        />
      )}
      <ReportFilterNote names={['closed', 'closing', 'open', 'committed']} />
    </>
  );
}
