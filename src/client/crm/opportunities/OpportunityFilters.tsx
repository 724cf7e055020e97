import { Select } from '@mantine/core';
import {
  closeRange,
  opportunityStage,
  type CloseRange,
  type OpportunityStage,
} from '../../../shared/enums.ts';
import type { OpportunityListInput } from '../../../shared/schemas/opportunity.ts';
import { StaffSelect } from '../components/StaffSelect.tsx';

const sorts = [
  { value: 'newest', label: 'Newest first' },
  { value: 'closeDate', label: 'Close date' },
  { value: 'amount', label: 'Largest amount' },
  { value: 'name', label: 'Name' },
] as const satisfies readonly { value: OpportunityListInput['sort']; label: string }[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The list's and the board's filters from the URL: owner, close range; the list's stage and sort too. */
export function opportunityFiltersFromUrl(params: URLSearchParams) {
  return {
    ownerId: params.get('owner') || null,
    stage: oneOf<OpportunityStage>(opportunityStage.values, params.get('stage')),
    closeRange: oneOf<CloseRange>(closeRange.values, params.get('close')),
    sort:
      oneOf(
        sorts.map(({ value }) => value),
        params.get('sort'),
      ) ?? 'newest',
  };
}

type FiltersProps = {
  params: URLSearchParams;
  setParam: (name: string, value: string | null) => void;
  view: string;
};

/** Owner, close range, and in the list also stage and sort; each kept in the URL. */
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
        <>
          <Select
            aria-label="Stage"
            placeholder="Any stage"
            data={opportunityStage.options}
            clearable
            w={width}
            value={filters.stage}
            onChange={(value) => setParam('stage', value)}
          />
          <Select
            aria-label="Sort"
            data={sorts}
            allowDeselect={false}
            w={width}
            value={filters.sort}
            onChange={(value) => setParam('sort', value === 'newest' ? null : value)}
          />
        </>
      )}
    </>
  );
}
