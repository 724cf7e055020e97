import { Chip } from '@mantine/core';
import { activitySubject, documentType } from '../../../shared/enums.ts';
import { EXPIRING_SOON_DAYS } from '../../../shared/schemas/document.ts';
import { ParamSelect } from '../records/ParamSelect.tsx';
import type { FilterControlsProps } from '../records/recordType.ts';

/** The document list's filters from the URL: `?type=`, `?record=` (the record type), `?expiring=soon`. */
export function documentFiltersFromUrl(params: URLSearchParams) {
  return {
    type: documentType.parse(params.get('type')) ?? null,
    subject: activitySubject.parse(params.get('record')) ?? null,
    expiringSoon: params.get('expiring') === 'soon' ? true : null,
  };
}

/** Type, record type, and the documents expiring within 60 days (or already expired). */
export function DocumentFilters({ params, setParam }: FilterControlsProps) {
  const filters = documentFiltersFromUrl(params);
  return (
    <>
      <ParamSelect
        label="Document type"
        placeholder="Any type"
        param="type"
        data={documentType.options}
        value={filters.type}
        setParam={setParam}
        w={200}
      />
      <ParamSelect
        label="Record type"
        placeholder="Any record"
        param="record"
        data={activitySubject.options}
        value={filters.subject}
        setParam={setParam}
        w={160}
      />
      <Chip
        checked={filters.expiringSoon === true}
        onChange={(checked) => setParam('expiring', checked ? 'soon' : null)}
      >
        Expires within {EXPIRING_SOON_DAYS} days
      </Chip>
    </>
  );
}
