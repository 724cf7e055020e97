import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { activitySubject, type ActivitySubject } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import { recordTypeOfSubject } from '../../../shared/record-fields/index.ts';
import { useRecordApi } from '../records/useRecordApi.ts';
import type { TaskFormApi } from './taskFormValues.ts';

type Named = { id: string; title?: string; name?: string; firstName?: string; lastName?: string };

/** A lead's title, an opportunity's or account's name, a contact's full name. */
function recordLabel(row: Named): string {
  return row.title ?? row.name ?? fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' });
}

const SEARCH_DEBOUNCE_MS = 300;

/** The record a task is on: its type, then the record, found by the type's own list search. */
export function SubjectFields({ form }: { form: TaskFormApi }) {
  const { subject, subjectId } = form.getValues();
  const chosenType = subject ?? 'lead';
  const api = useRecordApi<Named, Named>(recordTypeOfSubject(chosenType));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    ...api.list.queryOptions({ search: debounced.trim(), pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({ ...api.byId.queryOptions({ id: subjectId ?? '' }), enabled: Boolean(subjectId) });
  const options = new Map((found.data?.items ?? []).map((row) => [row.id, recordLabel(row)]));
  if (chosen.data) options.set(chosen.data.id, recordLabel(chosen.data));

  return (
    <>
      <Select
        label="Record type"
        data={activitySubject.options}
        allowDeselect={false}
        {...form.getInputProps('subject')}
        onChange={(value) => {
          form.setValues({ subject: (value ?? 'lead') as ActivitySubject, subjectId: '' });
          setSearch('');
        }}
      />
      <Select
        label={activitySubject.label(chosenType)}
        withAsterisk
        placeholder={`Search ${activitySubject.label(chosenType).toLowerCase()}s`}
        data={[...options].map(([value, label]) => ({ value, label }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage="Nothing found"
        {...form.getInputProps('subjectId')}
      />
    </>
  );
}
