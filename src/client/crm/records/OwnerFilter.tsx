import { StaffSelect } from '../components/StaffSelect.tsx';

/** A list's Owner filter, kept in the URL's `owner` param. */
export function OwnerFilter({
  value,
  setParam,
  w,
}: {
  value: string | null;
  setParam: (name: string, value: string | null) => void;
  w: { base: string; xs: number };
}) {
  return (
    <StaffSelect
      aria-label="Owner"
      emptyLabel="Any owner"
      w={w}
      value={value}
      onChange={(owner) => setParam('owner', owner)}
    />
  );
}
