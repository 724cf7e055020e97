import { Select } from '@mantine/core';
import {
  closeRange,
  opportunityStage,
  type CloseRange,
  type OpportunityStage,
} from '../../../shared/enums.ts';
import { StaffSelect } from '../components/StaffSelect.tsx';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The list's and the board's filters from the URL: owner, close range; the list's stage too. */
export function opportunityFiltersFromUrl(params: URLSearchParams) {
  return {
    ownerId: params.get('owner') || null,
    stage: oneOf<OpportunityStage>(opportunityStage.values, params.get('stage')),
    closeRange: oneOf<CloseRange>(closeRange.values, params.get('close')),
  };
}

type FiltersProps = {
  params: URLSearchParams;
  setParam: (name: string, value: string | null) => void;
  view: string;
};

/** Owner, close range, and in the list also stage; each kept in the URL. */
export function OpportunityFilters({ params, setParam, view }: FiltersProps) {
  const filters = opportunityFiltersFromUrl(params);
  const width = { base: '100%', xs: 180 };
  return (
    <>
      <StaffSelect
        aria-label="Owner"
        emptyLabel="Any owner"
        w={width}
        value={filters.ownerId}
        onChange={(value) => setParam('owner', value)}
      />
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
    </>
  );
}
