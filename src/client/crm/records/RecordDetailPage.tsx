import { Stack } from '@mantine/core';
import type { z } from 'zod';
import { DetailHeader } from './DetailHeader.tsx';
import { MergedIntoLink } from './MergedIntoLink.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { RecordQuery } from './RecordQuery.tsx';
import { recordTexts } from './recordTexts.ts';
import type { Identified, RecordType } from './recordType.ts';
import { useRecord } from './useRecord.ts';
import { useRecordNavigation } from './useRecordNavigation.ts';

/** /crm/<type>/:id — the record's heading with Back and Edit, the type's sections, then its History. */
export function RecordDetailPage<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type, id }: { type: RecordType<Schema, Row, Detail, Filters>; id: string }) {
  const texts = recordTexts(type);
  const go = useRecordNavigation(type.path);
  const record = useRecord<Detail>(type.path, id, texts.failedToLoad);
  return (
    <RecordQuery
      query={record}
      notFoundTitle={texts.notFound}
      backLabel={texts.back}
      onBack={go.list}
      notFoundNote={type.duplicates && <MergedIntoLink path={type.path} singular={type.singular} id={id} />}
    >
      {(loaded: Detail) => (
        <Stack gap="lg">
          <DetailHeader
            {...type.detail.header(loaded)}
            backLabel={texts.back}
            onBack={go.list}
            edit={type.form && { label: texts.edit, onEdit: () => go.editFromDetail(id) }}
            actions={type.detail.Actions && <type.detail.Actions record={loaded} />}
          />
          <type.detail.Sections record={loaded} />
          <RecordHistory path={type.path} id={id} />
        </Stack>
      )}
    </RecordQuery>
  );
}
