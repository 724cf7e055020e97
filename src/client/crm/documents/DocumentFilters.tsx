import { Chip, Select } from '@mantine/core';
import { activitySubject, documentType } from '../../../shared/enums.ts';
import { EXPIRING_SOON_DAYS } from '../../../shared/schemas/document.ts';
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
      <Select
        aria-label="Document type"
        placeholder="Any type"
        data={documentType.options}
        value={filters.type}
        onChange={(value) => setParam('type', value)}
        clearable
        w={200}
      />
      <Select
        aria-label="Record type"
        placeholder="Any record"
        data={activitySubject.options}
        value={filters.subject}
        onChange={(value) => setParam('record', value)}
        clearable
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
