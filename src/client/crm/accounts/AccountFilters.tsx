import { Chip } from '@mantine/core';
import { reportListFilters } from '../../../shared/report-links.ts';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';

/** The account list's filters from the URL: 'Renewal due in 6 months'. */
export function accountFiltersFromUrl(params: URLSearchParams) {
  return { renewalDue: params.get('renewal') === 'due' ? true : null, ...reportListFilters.accounts(params) };
}

type FiltersProps = { params: URLSearchParams; setParam: (name: string, value: string | null) => void };

/** Registrations expiring from today to 6 months ahead: the accounts with renewal business coming up. */
export function AccountFilters({ params, setParam }: FiltersProps) {
  return (
    <>
      <Chip
        checked={accountFiltersFromUrl(params).renewalDue === true}
        onChange={(checked) => setParam('renewal', checked ? 'due' : null)}
      >
        Renewal due in 6 months
      </Chip>
      <ReportFilterNote names={['expiry', 'owner']} />
    </>
  );
}
