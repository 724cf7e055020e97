import { useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { RecordDetailPage } from './RecordDetailPage.tsx';
import { RecordCreatePage, RecordEditPage } from './RecordFormPage.tsx';
import { RecordList } from './RecordList.tsx';
import type { Identified, RecordType } from './recordType.ts';

type RoutesProps<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
> = {
  type: RecordType<Schema, Row, Detail, Filters>;
};

function WithId<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type, view }: RoutesProps<Schema, Row, Detail, Filters> & { view: 'detail' | 'edit' }) {
  const id = useParams().id ?? '';
  return view === 'edit' ? (
    <RecordEditPage key={id} type={type} id={id} />
  ) : (
    <RecordDetailPage key={id} type={type} id={id} />
  );
}

/**
 * A record type's screens at real URLs under /crm/<type>: the list (`?q=&page=`), `new`,
 * `:id` and `:id/edit`. Each move between them starts at the top of the page.
 */
export function RecordRoutes<
  Schema extends z.ZodType<object>,
  Row extends Identified,
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
      <Route path="new" element={<RecordCreatePage type={type} />} />
      <Route path=":id" element={<WithId type={type} view="detail" />} />
      <Route path=":id/edit" element={<WithId type={type} view="edit" />} />
    </Routes>
  );
}
