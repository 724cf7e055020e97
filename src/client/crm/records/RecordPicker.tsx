import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { activitySubject, type ActivitySubject } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import { recordTypeOfSubject } from '../../../shared/record-fields/index.ts';
import { useRecordApi } from './useRecordApi.ts';

type Named = { id: string; title?: string; name?: string; firstName?: string; lastName?: string };

/** A lead's title, an opportunity's or account's name, a contact's full name. */
function recordLabel(row: Named): string {
  return row.title ?? row.name ?? fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' });
}

const SEARCH_DEBOUNCE_MS = 300;

export type PickedRecord = { subject: ActivitySubject; subjectId: string };

type RecordPickerProps = PickedRecord & {
  onChange: (picked: PickedRecord) => void;
  /** The messages beside the type and the record (a form's field errors). */
  errors?: { subject?: ReactNode; subjectId?: ReactNode };
};

/** A lead, opportunity, account or contact: its type, then the record, found by the type's own list search. */
export function RecordPicker({ subject, subjectId, onChange, errors = {} }: RecordPickerProps) {
  const api = useRecordApi<Named, Named>(recordTypeOfSubject(subject));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    ...api.list.queryOptions({ search: debounced.trim(), pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({ ...api.byId.queryOptions({ id: subjectId }), enabled: Boolean(subjectId) });
  const options = new Map((found.data?.items ?? []).map((row) => [row.id, recordLabel(row)]));
  if (chosen.data) options.set(chosen.data.id, recordLabel(chosen.data));

  return (
    <>
      <Select
        label="Record type"
        data={activitySubject.options}
        allowDeselect={false}
        value={subject}
        error={errors.subject}
        onChange={(value) => {
          onChange({ subject: value ?? 'lead', subjectId: '' });
          setSearch('');
        }}
      />
      <Select
        label={activitySubject.label(subject)}
        withAsterisk
        placeholder={`Search ${activitySubject.label(subject).toLowerCase()}s`}
        data={[...options].map(([value, label]) => ({ value, label }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage="Nothing found"
        value={subjectId || null}
        error={errors.subjectId}
        onChange={(value) => onChange({ subject, subjectId: value ?? '' })}
      />
    </>
  );
}
