import { useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isImportType } from '../../../shared/schemas/import.ts';
import { ImportPage } from './import/ImportPage.tsx';
import { RecordDetailPage } from './RecordDetailPage.tsx';
import { RecordCreatePage, RecordEditPage } from './RecordFormPage.tsx';
import { PossibleDuplicatesPage } from './PossibleDuplicatesPage.tsx';
import { RecordList } from './RecordList.tsx';
import { RecordMergePage } from './RecordMergePage.tsx';
import type { Identified, RecordFormConfig, RecordType, TableRow } from './recordType.ts';

type RoutesProps<
  Schema extends z.ZodType<object>,
  Row extends TableRow,
  Detail extends Identified,
  Filters,
> = {
  type: RecordType<Schema, Row, Detail, Filters>;
};

function WithId<Schema extends z.ZodType<object>, Row extends TableRow, Detail extends Identified, Filters>({
  type,
  edit,
}: RoutesProps<Schema, Row, Detail, Filters> & { edit?: RecordFormConfig<Schema, Detail> }) {
  const id = useParams().id ?? '';
  return edit ? (
    <RecordEditPage key={id} type={type} form={edit} id={id} />
  ) : (
    <RecordDetailPage key={id} type={type} id={id} />
  );
}

/**
 * A record type's screens at real URLs under /crm/<type>: the list (`?q=&page=`), `new`,
 * `:id` and `:id/edit`, and for a type with duplicate rules `duplicates` and `merge?keep=&other=`. Each move between them starts at the top of the page.
 */
export function RecordRoutes<
  Schema extends z.ZodType<object>,
  Row extends TableRow,
  Detail extends Identified,
  Filters,
>({ type }: RoutesProps<Schema, Row, Detail, Filters>) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <Routes>
      <Route index element={<RecordList type={type} />} />
      {type.form && !type.form.editOnly && (
        <Route path="new" element={<RecordCreatePage type={type} form={type.form} />} />
      )}
      {type.duplicates && <Route path="duplicates" element={<PossibleDuplicatesPage type={type} />} />}
      {type.duplicates && <Route path="merge" element={<RecordMergePage type={type} />} />}
      {isImportType(type.path) && (
        <Route path="import/:importId?" element={<ImportPage path={type.path} plural={type.plural} />} />
      )}
      <Route path=":id" element={<WithId type={type} />} />
      {type.form && <Route path=":id/edit" element={<WithId type={type} edit={type.form} />} />}
    </Routes>
  );
}
