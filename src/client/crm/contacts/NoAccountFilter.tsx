import { Chip } from '@mantine/core';
import type { FilterControlsProps } from '../records/recordType.ts';

/** `?account=none` lists only the contacts that have no account (the default list shows every contact). */
export const NO_ACCOUNT_PARAM = 'account';

export function NoAccountFilter({ params, setParam }: FilterControlsProps) {
  return (
    <Chip
      checked={params.get(NO_ACCOUNT_PARAM) === 'none'}
      onChange={(checked) => setParam(NO_ACCOUNT_PARAM, checked ? 'none' : null)}
      variant="outline"
    >
      No account
    </Chip>
  );
}
